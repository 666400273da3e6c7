import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../../shared/app-link';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { ChampStar } from './champ-star';
import { useFavouriteChamps } from './favourites-state';
import styles from './favourites.module.css';

/** A favourite championship as the catalogue has it now. */
export interface FavouriteChampLink {
  readonly name: string;
  readonly sportName: string;
  /** Its page (live while it has live games, else the line). */
  readonly href: string;
  readonly games: number;
}

/** Finds a championship in the current catalogue; null when it has no games now. */
export type FindChamp = (champId: number) => FavouriteChampLink | null;

/** The favourite championships (this browser's), each a link to its games with its star to remove it. */
export function FavouriteChampsList({ findChamp }: { findChamp: FindChamp }) {
  const { t } = useTranslation();
  const { ids, ready } = useFavouriteChamps();
  return (
    <section className={styles.group} aria-labelledby="favourite-champs-title">
      <h2 id="favourite-champs-title" className={styles.groupTitle}>
        {t('favourites_champs_title')}
      </h2>
      {!ready ? (
        <SkeletonRows count={2} />
      ) : ids.length === 0 ? (
        <p className={styles.note}>{t('favourites_champs_empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('favourites_champs_title')}>
          {ids.map((id) => {
            const champ = findChamp(id);
            const name = champ ? champ.name : t('favourites_champ_unknown', { id });
            return (
              <li key={id} className={styles.champRow} data-favourite-champ-row={id}>
                {champ ? (
                  <Link to={champ.href} className={styles.champLink}>
                    <span>{champ.sportName ? `${champ.sportName}. ${champ.name}` : champ.name}</span>
                    <span className={styles.count} aria-hidden="true">
                      {champ.games}
                    </span>
                    <VisuallyHidden>{t('favourites_champ_games', { count: champ.games })}</VisuallyHidden>
                  </Link>
                ) : (
                  <span className={styles.note}>{t('favourites_champ_idle', { champ: name })}</span>
                )}
                <ChampStar champ={{ id, name }} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
