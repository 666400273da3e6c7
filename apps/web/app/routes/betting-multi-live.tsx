import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { MultiLiveBoard } from '../features/sportsbook/multi-live';
import { loadMultiLivePage, type MultiLivePageData } from '../features/sportsbook/page-loaders';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadMultiLivePage(request, params);
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'live_multi_title', description: 'live_multi_description' });
}

/** Multi-live (`bettingMultiLive`): up to four pinned live games side by side. */
export default function BettingMultiLive({ loaderData }: { loaderData: MultiLivePageData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={{ mode: 'live' }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <MultiLiveBoard />
    </BettingLayout>
  );
}
