import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { loadCricketGame, type CricketGameData } from '../features/cricket/cricket-loaders';
import { cricketGameView } from '../features/cricket/cricket-view';
import { MatchTracker } from '../features/cricket/match-tracker';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import { PageSlip } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  const client = createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return loadCricketGame(client, params.lng ?? 'ru', params.gameId);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'cricket_title_broadcast', description: 'cricket_description_home' }, { game: `${loaderData.game.O1} — ${loaderData.game.O2}` });
}

/** A cricket broadcast (`cricketBroadcast`): no video source is configured, so the match tracker. */
export default function CricketBroadcast({ loaderData }: { loaderData: CricketGameData }) {
  const { t } = useTranslation();
  // Balls come every half a minute or so: a 3-second refresh catches each of them.
  useLoaderRefresh(3_000);
  const view = useMemo(() => cricketGameView(loaderData.game), [loaderData.game]);
  const events = useMemo(() => [loaderData.game], [loaderData.game]);
  const title = `${view.teams[0].name} — ${view.teams[1].name}`;
  return (
    <CricketLayout title={title} slip={<PageSlip />}>
      <MatchTracker game={view} chrono={loaderData.chrono} />
      <section aria-labelledby="broadcast-markets">
        <h2 id="broadcast-markets">{t('cricket_markets')}</h2>
        <WireEventList events={events} label={title} emptyText="" errorText={t('cricket_feed_error')} />
      </section>
    </CricketLayout>
  );
}
