import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../shared/alerts-context';
import type { EventActionsGame } from '../../shared/event-actions';
import { useFavouritesContext } from './favourites-state';
import styles from './favourites.module.css';

/** The bell beside a game: opens the choice of its events to be told about (signed-in players). */
export function SubscriptionBell({ game }: { game: EventActionsGame }) {
  const { t } = useTranslation();
  const { signedIn, openSubscription } = useFavouritesContext();
  const alerts = useAlerts();
  const label = t('favourites_sub_bell');
  const open = () => {
    if (signedIn) openSubscription(game);
    else
      alerts.show({
        id: 'subscription-sign-in',
        messageKind: 'info',
        text: t('favourites_sub_sign_in'),
        link: { text: t('identity_sign_in'), signIn: true },
        dismissible: true,
        timeoutMs: 8_000,
      });
  };
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} aria-haspopup="dialog" onClick={open} data-subscribe={game.id}>
      <BellGlyph />
    </button>
  );
}

/** The sprite has no bell; this one follows the icon grid (24 × 24, currentColor). */
function BellGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  );
}
