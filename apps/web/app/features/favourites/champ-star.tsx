import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../shared/alerts-context';
import type { ChampActionsChamp } from '../../shared/champ-actions';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import { FAVOURITE_CHAMPS_LIMIT } from './favourite-champs-store';
import { useFavouriteChamps, useFavouritesContext } from './favourites-state';
import styles from './favourites.module.css';

/** The star beside a championship: keeps it among this browser's favourite championships. */
export function ChampStar({ champ }: { champ: ChampActionsChamp }) {
  const { t } = useTranslation();
  const { champs } = useFavouritesContext();
  const alerts = useAlerts();
  const on = useFavouriteChamps().ids.includes(champ.id);
  const toggle = () => {
    const result = champs.toggle(champ.id);
    if (result.ok) {
      alerts.show({ id: `favourite-champ-${champ.id}`, messageKind: 'success', text: t(result.added ? 'favourites_champ_added' : 'favourites_champ_removed', { champ: champ.name }), timeoutMs: 3_000 });
      return;
    }
    const text = result.reason === 'limit' ? t('favourites_champ_limit', { limit: FAVOURITE_CHAMPS_LIMIT }) : t('favourites_champ_storage');
    alerts.show({ id: `favourite-champ-${champ.id}`, messageKind: 'error', text, dismissible: true });
  };
  const label = t(on ? 'favourites_champ_remove' : 'favourites_champ_add', { champ: champ.name });
  return (
    <button type="button" className={cx(styles.iconButton, on && styles.on)} aria-pressed={on} aria-label={label} title={label} onClick={toggle} data-favourite-champ={champ.id}>
      <Icon name="star" size="s" />
    </button>
  );
}
