import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { ResultsPage } from '../features/sportsbook/results-page';
import { loadResultsPage, type ResultsPageData } from '../features/sportsbook/results-page-data';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { readCookie } from '../shared/cookies';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The player's day: the time zone cookie, else the brand's zone (as the root loader reads them).
  const timeZone = readCookie(request.headers.get('cookie'), 'tz') ?? context.siteFor(params.lng ?? '')?.timeZone ?? 'UTC';
  return loadResultsPage(request, params, timeZone);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'results_meta_title', description: 'results_meta_description' });
}

/** Results of finished games (`bettingChampResults`, `bettingChampResultsChamp`). */
export default function BettingResults({ loaderData }: { loaderData: ResultsPageData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={loaderData.sportId === null ? {} : { sportId: loaderData.sportId }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <ResultsPage data={loaderData} />
    </BettingLayout>
  );
}
