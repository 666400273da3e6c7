import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { MultiLiveBoard } from '../features/sportsbook/multi-live';
import { loadMultiLivePage, type MultiLivePageData } from '../features/sportsbook/page-loaders';
import { pageMeta } from '../shared/page-meta';
import { BettingPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadMultiLivePage(request, params);
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'live_multi_title', description: 'live_multi_description' });
}

/** Multi-live (`bettingMultiLive`): up to four pinned live games side by side. */
export default function BettingMultiLive({ loaderData }: { loaderData: MultiLivePageData }) {
  return (
    <BettingPage tree={loaderData.tree} place={{ mode: 'live' }}>
      <MultiLiveBoard />
    </BettingPage>
  );
}
