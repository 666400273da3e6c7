import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { GameSummary } from '../features/team/game-summary';
import { createTeamClient } from '../features/team/team-client';
import { teamLinks, type TeamMode } from '../features/team/team-links';
import { loadTeamGame, type TeamGameData } from '../features/team/team-loaders';
import { AppLink as Link } from '../shared/app-link';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './team-pages.module.css';

export async function loader({ request, params }: LoaderFunctionArgs): Promise<TeamGameData & { mode: TeamMode }> {
  const mode = params.mode;
  if (mode !== 'line' && mode !== 'live') throw data(null, { status: 404 });
  const client = createTeamClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return { mode, ...(await loadTeamGame(client, params.lng ?? 'ru', params.teamSlug, params.gameSlug)) };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'team_game_title', description: 'team_description' }, { game: `${loaderData.game.O1} — ${loaderData.game.O2}`, team: loaderData.team.N });
}

/** A game from a team's page (`teamGame`): a lean summary, its main market and the head-to-head link. */
export default function TeamGame({ loaderData }: { loaderData: TeamGameData & { mode: TeamMode } }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  useLoaderRefresh(5_000);
  const { team, game, mode } = loaderData;
  const events = useMemo(() => [game], [game]);
  const ref = { id: team.I, nameEn: team.NE };
  const gameRef = { id: game.I, team1En: game.O1E, team2En: game.O2E };
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <GameSummary game={game} mode={mode}>
          <Link to={teamLinks.info(site.lang, mode, ref, gameRef)}>{t('team_info_link')}</Link>
          <Link to={teamLinks.team(site.lang, mode, ref)}>{t('team_back_to_team', { team: team.N })}</Link>
        </GameSummary>
        <section aria-labelledby="team-game-markets">
          <h2 id="team-game-markets">{t('team_markets_title')}</h2>
          <WireEventList events={events} label={t('team_markets_title')} emptyText="" errorText={t('team_feed_error')} />
        </section>
      </div>
      <aside className={styles.slip} aria-label={t('cricket_slip_label')}>
        <CouponPanel oddsFormat={format} lang={site.lang} />
      </aside>
    </div>
  );
}
