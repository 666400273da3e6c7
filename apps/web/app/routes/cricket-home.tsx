import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { cricketLinks } from '../features/cricket/cricket-links';
import { loadCricketLists, type CricketListsData } from '../features/cricket/cricket-loaders';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { cricketGameView } from '../features/cricket/cricket-view';
import { CricketScoreboard } from '../features/cricket/scoreboard';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import { PageSlip } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  const lang = params.lng ?? 'ru';
  // `cricket` is the section's entry: its home.
  if (new URL(request.url).pathname.replace(/\/$/, '').endsWith('/cricket')) throw redirect(cricketLinks.home(lang));
  return loadCricketLists(createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS }), lang);
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'cricket_title_home', description: 'cricket_description_home' });
}

/** Cricket home (`cricketHome`, `cricket`): live scores in runs/wickets/overs, then the games coming up with prices. */
export default function CricketHome({ loaderData }: { loaderData: CricketListsData }) {
  const { t } = useTranslation();
  useLoaderRefresh(5_000);
  const live = useMemo(() => (loaderData.live ?? []).map(cricketGameView), [loaderData.live]);
  return (
    <CricketLayout title={t('cricket_heading_home')} slip={<PageSlip />}>
      <section aria-labelledby="cricket-live">
        <h2 id="cricket-live">{t('cricket_live_now')}</h2>
        {loaderData.live === null ? <p role="status">{t('cricket_feed_error')}</p> : <CricketScoreboard games={live} label={t('cricket_live_now')} emptyText={t('cricket_no_live')} />}
      </section>
      <section aria-labelledby="cricket-markets-live">
        <h2 id="cricket-markets-live">{t('cricket_markets')}: {t('recommendation_mode_live')}</h2>
        <WireEventList events={loaderData.live} label={t('cricket_markets')} emptyText={t('cricket_no_live')} errorText={t('cricket_feed_error')} />
      </section>
      <section aria-labelledby="cricket-upcoming">
        <h2 id="cricket-upcoming">{t('cricket_upcoming')}</h2>
        <WireEventList events={loaderData.line} label={t('cricket_upcoming')} emptyText={t('cricket_no_line')} errorText={t('cricket_feed_error')} />
      </section>
    </CricketLayout>
  );
}
