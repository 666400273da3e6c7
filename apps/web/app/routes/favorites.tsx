import { useCallback } from 'react';
import { type MetaArgs } from 'react-router';
import { FavouritesPage } from '../features/favourites/favourites-page';
import { oddsText, useOddsFormat } from '../features/sportsbook/odds-format';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function meta({ matches }: MetaArgs) {
  return pageMeta(matches, { title: 'favourites_meta_title', description: 'favourites_meta_description' });
}

/** The player's favourite games, live (`favorites`); prices in the player's odds format. */
export default function Favorites() {
  const { site } = useRootData();
  const format = useOddsFormat();
  const formatPrice = useCallback((thousandths: number) => oddsText(thousandths, format, site.lang), [format, site.lang]);
  return <FavouritesPage formatPrice={formatPrice} />;
}
