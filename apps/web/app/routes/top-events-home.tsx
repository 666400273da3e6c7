import { type LoaderFunctionArgs } from 'react-router';
import { loadTopEventsHome, type TopEventsData } from '../features/sportsbook/top-page-data';
import { TopEventsPage } from '../features/sportsbook/top-pages';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopEventsHome(request, params);
}

export const meta = fixedMeta({ title: 'top_meta_title', description: 'top_meta_description' });

/** Top events of line or live (`topEventsHome`). */
export default function TopEventsHome({ loaderData }: { loaderData: TopEventsData }) {
  const mode = loaderData.modes[0]?.mode ?? 'line';
  return (
    <BettingPage tree={loaderData.tree} place={{ mode }}>
      {(tree) => <TopEventsPage tree={tree} data={loaderData} current={mode} />}
    </BettingPage>
  );
}
