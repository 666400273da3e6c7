import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITE_GAMES_LIMIT } from '@stavka/contract/favourites';
import { useAlerts } from '../../shared/alerts-context';
import { Icon } from '../../shared/ui/icon';
import { cx } from '../../shared/ui/class-names';
import { useFavouriteIds, useFavouritesContext } from './favourites-state';
import styles from './favourites.module.css';

/** The star beside a game: toggles it in the favourites (a guest's in this browser). */
export function FavouriteStar({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const { store } = useFavouritesContext();
  const alerts = useAlerts();
  const on = useFavouriteIds().includes(gameId);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await store.toggle(gameId);
    setBusy(false);
    if (result.ok) {
      alerts.show({ id: `favourite-${gameId}`, messageKind: 'success', text: t(result.added ? 'favourites_added' : 'favourites_removed'), timeoutMs: 3_000 });
      return;
    }
    const text = result.message === null ? t('favourites_limit', { limit: FAVOURITE_GAMES_LIMIT }) : t('favourites_failed', { reason: result.message });
    alerts.show({ id: `favourite-${gameId}`, messageKind: 'error', text, dismissible: true });
  };
  const label = t(on ? 'favourites_remove' : 'favourites_add');
  return (
    <button type="button" className={cx(styles.iconButton, on && styles.on)} aria-pressed={on} aria-label={label} title={label} disabled={busy} onClick={() => void toggle()} data-favourite={gameId}>
      <Icon name="star" size="s" />
    </button>
  );
}
