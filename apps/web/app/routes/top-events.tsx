import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { loadTopEvents, type TopEventsData } from '../features/sportsbook/top-page-data';
import { TopEventsPage } from '../features/sportsbook/top-pages';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopEvents(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'top_meta_title', description: 'top_meta_description' });
}

/** Top events of live and line (`topEvents`). */
export default function TopEvents({ loaderData }: { loaderData: TopEventsData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <TopEventsPage tree={tree} data={loaderData} current="all" />
    </BettingLayout>
  );
}
