import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { FavouriteChampsList, type FindChamp } from './favourite-champs-list';
import { FavouriteGameCard, type FavouriteGameParts } from './favourite-game-card';
import { useFavourites } from './favourites-state';
import styles from './favourites.module.css';

export interface FavouritesPageProps extends FavouriteGameParts {
  /** The favourite championships' names and links from the current catalogue. */
  readonly findChamp: FindChamp;
}

/**
 * The favourites page (product-spec route `favorites`): every favourite game, live, with its main
 * prices as buttons to the bet slip; then the favourite championships.
 */
export function FavouritesPage({ renderPrices, gameHref, findChamp }: FavouritesPageProps) {
  const { t } = useTranslation();
  const { ids, ready } = useFavourites();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('favourites_title')}</h1>
      <section className={styles.group} aria-labelledby="favourite-games-title">
        <h2 id="favourite-games-title" className={styles.groupTitle}>
          {t('favourites_games_title')}
        </h2>
        {!ready ? (
          <div aria-busy="true">
            <SkeletonRows count={5} />
            <p className={styles.note}>{t('favourites_loading')}</p>
          </div>
        ) : ids.length === 0 ? (
          <p className={styles.note}>{t('favourites_empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('favourites_list_label')}>
            {ids.map((id) => (
              <FavouriteGameCard key={id} gameId={id} renderPrices={renderPrices} gameHref={gameHref} />
            ))}
          </ul>
        )}
      </section>
      <FavouriteChampsList findChamp={findChamp} />
    </div>
  );
}
