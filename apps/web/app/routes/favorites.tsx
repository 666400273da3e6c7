import { useCallback, useMemo } from 'react';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import type { WireGame } from '@stavka/contract/feed-wire';
import { CouponPanel } from '../features/coupon/coupon-panel';
import type { FindChamp } from '../features/favourites/favourite-champs-list';
import { FavouritesPage } from '../features/favourites/favourites-page';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import type { TreeData } from '../features/sportsbook/catalogue';
import { GameMainPrices } from '../features/sportsbook/game-main-prices';
import { gameEventView } from '../features/sportsbook/game-view';
import { champLink, gameLink } from '../features/sportsbook/links';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { loadTree } from '../features/sportsbook/page-data';
import { loaderFeedClient } from '../features/sportsbook/server-feed';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export interface FavoritesData {
  readonly tree: TreeData;
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<FavoritesData> {
  return { tree: await loadTree(loaderFeedClient(request), params.lng ?? 'ru') };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(matches, { title: 'favourites_meta_title', description: 'favourites_meta_description' });
}

/** A favourite championship's name and page from the catalogue: live while it has live games. */
function champFinder(tree: TreeData, lang: string): FindChamp {
  return (champId) => {
    for (const [mode, sports] of [['live', tree.live], ['line', tree.line]] as const)
      for (const sport of sports) {
        const champ = sport.champs.find((candidate) => candidate.id === champId);
        if (champ) return { name: champ.name, sportName: sport.name, href: champLink(lang, mode, sport, champ), games: champ.games };
      }
    return null;
  };
}

const renderPrices = (game: WireGame) => <GameMainPrices game={game} />;

/** The player's favourite games, live, with prices to the bet slip, and favourite championships (`favorites`). */
export default function Favorites({ loaderData }: { loaderData: FavoritesData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const gameHref = useCallback((game: WireGame) => gameLink(site.lang, gameEventView(game)), [site.lang]);
  const findChamp = useMemo(() => champFinder(tree, site.lang), [tree, site.lang]);
  return (
    <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <FavouritesPage renderPrices={renderPrices} gameHref={gameHref} findChamp={findChamp} />
    </BettingLayout>
  );
}
