import { type LoaderFunctionArgs } from 'react-router';
import { ResultsPage } from '../features/sportsbook/results-page';
import { loadResultsPage, type ResultsPageData } from '../features/sportsbook/results-page-data';
import { readCookie } from '../shared/cookies';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The player's day: the time zone cookie, else the brand's zone (as the root loader reads them).
  const timeZone = readCookie(request.headers.get('cookie'), 'tz') ?? context.siteFor(params.lng ?? '')?.timeZone ?? 'UTC';
  return loadResultsPage(request, params, timeZone);
}

export const meta = fixedMeta({ title: 'results_meta_title', description: 'results_meta_description' });

/** Results of finished games (`bettingChampResults`, `bettingChampResultsChamp`). */
export default function BettingResults({ loaderData }: { loaderData: ResultsPageData }) {
  return (
    <BettingPage tree={loaderData.tree} place={loaderData.sportId === null ? {} : { sportId: loaderData.sportId }}>
      <ResultsPage data={loaderData} />
    </BettingPage>
  );
}
