import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { loadCricketLists, type CricketListsData } from '../features/cricket/cricket-loaders';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { pageMeta } from '../shared/page-meta';
import { CricketListsPage } from './cricket-lists-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCricketLists(createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS }), params.lng ?? 'ru');
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'cricket_title_events', description: 'cricket_description_home' });
}

/** Every cricket game, live then pre-match, with prices (`cricketAllEvents`). */
export default function CricketEvents({ loaderData }: { loaderData: CricketListsData }) {
  const { t } = useTranslation();
  return <CricketListsPage title={t('cricket_heading_events')} id="events" live={loaderData.live} line={loaderData.line} />;
}
