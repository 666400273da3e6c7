import { type LoaderFunctionArgs } from 'react-router';
import { loadTopEvents, type TopEventsData } from '../features/sportsbook/top-page-data';
import { TopEventsPage } from '../features/sportsbook/top-pages';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopEvents(request, params);
}

export const meta = fixedMeta({ title: 'top_meta_title', description: 'top_meta_description' });

/** Top events of live and line (`topEvents`). */
export default function TopEvents({ loaderData }: { loaderData: TopEventsData }) {
  return (
    <BettingPage tree={loaderData.tree} place={{}}>
      {(tree) => <TopEventsPage tree={tree} data={loaderData} current="all" />}
    </BettingPage>
  );
}
