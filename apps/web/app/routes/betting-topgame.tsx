import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { loadTopGames, type TopGamesData } from '../features/sportsbook/top-page-data';
import { TopGamesPage } from '../features/sportsbook/top-pages';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopGames(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'top_games_meta_title', description: 'top_meta_description' });
}

/** Top games of line or live (`bettingTopgameSection`). */
export default function BettingTopgame({ loaderData }: { loaderData: TopGamesData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={{ mode: loaderData.mode }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <TopGamesPage tree={tree} data={loaderData} />
    </BettingLayout>
  );
}
