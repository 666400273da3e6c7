import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { loadCricketSearch, type CricketSearchData } from '../features/cricket/cricket-loaders';
import { CricketSearchForm } from '../features/cricket/cricket-search-form';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { pageMeta } from '../shared/page-meta';
import { PageSlip } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  const client = createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return loadCricketSearch(client, params.lng ?? 'ru', new URL(request.url));
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return [...pageMeta(matches, { title: 'cricket_title_search' }), { name: 'robots', content: 'noindex' }];
}

/** Search of cricket games by team or championship (`cricketSearchEvents`, ≤100 characters). */
export default function CricketSearch({ loaderData }: { loaderData: CricketSearchData }) {
  const { t } = useTranslation();
  const { query, results } = loaderData;
  return (
    <CricketLayout title={t('cricket_heading_search')} slip={<PageSlip />}>
      <CricketSearchForm key={query} query={query} />
      {query === '' ? (
        <p>{t('cricket_search_hint')}</p>
      ) : (
        <section aria-labelledby="search-results">
          <h2 id="search-results">{results === null ? t('cricket_heading_search') : t('cricket_search_results', { count: results.length })}</h2>
          <WireEventList events={results} label={t('cricket_heading_search')} emptyText={t('cricket_search_nothing')} errorText={t('cricket_feed_error')} />
        </section>
      )}
    </CricketLayout>
  );
}
