import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SearchPage } from '../features/sportsbook/search-page';
import { loadSearchPage, type SearchPageData } from '../features/sportsbook/search-page-data';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSearchPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return [...pageMeta(matches, { title: 'search_meta_title', description: 'search_meta_description' }), { name: 'robots', content: 'noindex' }];
}

/** The search of events (`searchEvents`, ?q=). */
export default function SearchEvents({ loaderData }: { loaderData: SearchPageData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SearchPage data={loaderData} />
    </BettingLayout>
  );
}
