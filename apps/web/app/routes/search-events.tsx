import { type LoaderFunctionArgs } from 'react-router';
import { SearchPage } from '../features/sportsbook/search-page';
import { loadSearchPage, type SearchPageData } from '../features/sportsbook/search-page-data';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSearchPage(request, params);
}

export const meta = fixedMeta({ title: 'search_meta_title', description: 'search_meta_description' }, [
  { name: 'robots', content: 'noindex' },
]);

/** The search of events (`searchEvents`, ?q=). */
export default function SearchEvents({ loaderData }: { loaderData: SearchPageData }) {
  return (
    <BettingPage tree={loaderData.tree} place={{}}>
      <SearchPage data={loaderData} />
    </BettingPage>
  );
}
