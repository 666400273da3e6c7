import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketChampsList } from '../features/cricket/cricket-champs-list';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { loadCricketChamps, type CricketChampRow } from '../features/cricket/cricket-loaders';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { pageMeta } from '../shared/page-meta';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const client = createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return { champs: await loadCricketChamps(client, params.lng ?? 'ru') };
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'cricket_title_champs', description: 'cricket_description_home' });
}

/** Every cricket championship with games (`cricketAllChamps`). */
export default function CricketChamps({ loaderData }: { loaderData: { champs: readonly CricketChampRow[] | null } }) {
  const { t } = useTranslation();
  return (
    <CricketLayout title={t('cricket_heading_champs')}>
      <CricketChampsList champs={loaderData.champs} />
    </CricketLayout>
  );
}
