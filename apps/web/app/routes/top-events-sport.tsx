import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { loadTopEventsSport, type TopSportData } from '../features/sportsbook/top-page-data';
import { TopSportPage } from '../features/sportsbook/top-pages';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopEventsSport(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'top_meta_title', description: 'top_meta_description' });
}

/** A sport's top championships (`topEventsSection`). */
export default function TopEventsSport({ loaderData }: { loaderData: TopSportData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={{ mode: loaderData.mode, sportId: loaderData.sport.id }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <TopSportPage tree={tree} data={loaderData} />
    </BettingLayout>
  );
}
