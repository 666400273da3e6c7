import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { OutrightCard } from './section-outright';
import styles from './section-lists.module.css';

/** Outrights side by side; the feed's silence (null) says so instead of an empty grid. */
export function OutrightCards({ games, countdown = false }: { games: readonly WireGame[] | null; countdown?: boolean }) {
  const { t } = useTranslation();
  if (games === null) return <p className={styles.note} role="status">{t('sportsbook_feed_error')}</p>;
  if (games.length === 0) return null;
  return (
    <div className={styles.cards}>
      {games.map((game) => (
        <OutrightCard key={game.I} game={game} headingLevel={2} countdown={countdown} />
      ))}
    </div>
  );
}
