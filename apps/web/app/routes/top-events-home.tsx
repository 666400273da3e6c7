import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { loadTopEventsHome, type TopEventsData } from '../features/sportsbook/top-page-data';
import { TopEventsPage } from '../features/sportsbook/top-pages';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopEventsHome(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'top_meta_title', description: 'top_meta_description' });
}

/** Top events of line or live (`topEventsHome`). */
export default function TopEventsHome({ loaderData }: { loaderData: TopEventsData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const mode = loaderData.modes[0]?.mode ?? 'line';
  return (
    <BettingLayout tree={tree} place={{ mode }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <TopEventsPage tree={tree} data={loaderData} current={mode} />
    </BettingLayout>
  );
}
