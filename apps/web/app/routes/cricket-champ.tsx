import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { loadCricketChamp, type CricketChampData } from '../features/cricket/cricket-loaders';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { pageMeta } from '../shared/page-meta';
import { CricketListsPage } from './cricket-lists-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  const client = createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return loadCricketChamp(client, params.lng ?? 'ru', params.champSlug);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'cricket_title_champ', description: 'cricket_description_home' }, { champ: loaderData.champ.name });
}

/** One cricket championship's games, live then pre-match (`cricketChamp`). */
export default function CricketChamp({ loaderData }: { loaderData: CricketChampData }) {
  return <CricketListsPage title={loaderData.champ.name} id="champ" live={loaderData.live} line={loaderData.line} />;
}
