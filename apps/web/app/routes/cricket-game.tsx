import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { cricketLinks } from '../features/cricket/cricket-links';
import { loadCricketGame, type CricketGameData } from '../features/cricket/cricket-loaders';
import { cricketGameView } from '../features/cricket/cricket-view';
import { CricketScoreboard } from '../features/cricket/scoreboard';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { AppLink as Link } from '../shared/app-link';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  const client = createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return loadCricketGame(client, params.lng ?? 'ru', params.gameSlug);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'cricket_title_game', description: 'cricket_description_home' }, { game: `${loaderData.game.O1} — ${loaderData.game.O2}` });
}

/**
 * A cricket game (`cricketGame`): a lean summary of our own — the score card (runs/wickets/overs),
 * the main market and links to the tracker and both teams' pages; the full market list is the
 * betting game page's.
 */
export default function CricketGame({ loaderData }: { loaderData: CricketGameData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  useLoaderRefresh(5_000);
  const view = useMemo(() => cricketGameView(loaderData.game), [loaderData.game]);
  const events = useMemo(() => [loaderData.game], [loaderData.game]);
  const title = `${view.teams[0].name} — ${view.teams[1].name}`;
  return (
    <CricketLayout title={title} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <CricketScoreboard games={[view]} label={title} emptyText="" />
      <p>
        <Link to={cricketLinks.broadcast(site.lang, view.id)}>{t('cricket_tracker_link_label', { team1: view.teams[0].name, team2: view.teams[1].name })}</Link>
      </p>
      <section aria-labelledby="game-markets">
        <h2 id="game-markets">{t('cricket_markets')}</h2>
        <WireEventList events={events} label={title} emptyText="" errorText={t('cricket_feed_error')} />
      </section>
    </CricketLayout>
  );
}
