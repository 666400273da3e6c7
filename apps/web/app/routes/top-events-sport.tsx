import { type LoaderFunctionArgs } from 'react-router';
import { loadTopEventsSport, type TopSportData } from '../features/sportsbook/top-page-data';
import { TopSportPage } from '../features/sportsbook/top-pages';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopEventsSport(request, params);
}

export const meta = fixedMeta({ title: 'top_meta_title', description: 'top_meta_description' });

/** A sport's top championships (`topEventsSection`). */
export default function TopEventsSport({ loaderData }: { loaderData: TopSportData }) {
  return (
    <BettingPage tree={loaderData.tree} place={{ mode: loaderData.mode, sportId: loaderData.sport.id }}>
      {(tree) => <TopSportPage tree={tree} data={loaderData} />}
    </BettingPage>
  );
}
