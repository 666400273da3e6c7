import { useTranslation } from 'react-i18next';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import { PINNED_MAX, usePinnedGames } from './pinned-games';
import styles from './event-row.module.css';

/** Pins a live game to multi-live or unpins it (at most four pinned; a fifth waits for a free place). */
export function PinButton({ gameId, eventLabel }: { gameId: number; eventLabel: string }) {
  const { t } = useTranslation();
  const { ids, pins } = usePinnedGames();
  const pinned = ids.includes(gameId);
  const full = !pinned && ids.length >= PINNED_MAX;
  const label = pinned ? t('live_unpin', { event: eventLabel }) : full ? t('live_pin_full', { max: PINNED_MAX, event: eventLabel }) : t('live_pin', { event: eventLabel });
  return (
    <button
      type="button"
      className={cx(styles.pin, pinned && styles.pinned)}
      aria-pressed={pinned}
      disabled={full}
      aria-label={label}
      title={label}
      data-pin={gameId}
      onClick={() => pins.toggle(gameId)}
    >
      <Icon name={pinned ? 'check' : 'plus'} size="xs" />
    </button>
  );
}
