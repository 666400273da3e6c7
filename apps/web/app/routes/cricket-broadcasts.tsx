import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { loadCricketLists, type CricketListsData } from '../features/cricket/cricket-loaders';
import { cricketGameView } from '../features/cricket/cricket-view';
import { CricketScoreboard } from '../features/cricket/scoreboard';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCricketLists(createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS }), params.lng ?? 'ru');
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'cricket_title_broadcasts', description: 'cricket_description_home' });
}

/** The games one can follow now (`cricketBroadcasts`): live ones with their tracker, then the next ones. */
export default function CricketBroadcasts({ loaderData }: { loaderData: CricketListsData }) {
  const { t } = useTranslation();
  useLoaderRefresh(10_000);
  const live = useMemo(() => (loaderData.live ?? []).map(cricketGameView), [loaderData.live]);
  const soon = useMemo(() => (loaderData.line ?? []).slice(0, 6).map(cricketGameView), [loaderData.line]);
  return (
    <CricketLayout title={t('cricket_heading_broadcasts')}>
      <section aria-labelledby="broadcasts-live">
        <h2 id="broadcasts-live">{t('cricket_broadcasts_live')}</h2>
        {loaderData.live === null ? <p role="status">{t('cricket_feed_error')}</p> : <CricketScoreboard games={live} label={t('cricket_broadcasts_live')} emptyText={t('cricket_no_live')} />}
      </section>
      <section aria-labelledby="broadcasts-soon">
        <h2 id="broadcasts-soon">{t('cricket_broadcasts_soon')}</h2>
        <CricketScoreboard games={soon} label={t('cricket_broadcasts_soon')} emptyText={t('cricket_no_line')} />
      </section>
    </CricketLayout>
  );
}
