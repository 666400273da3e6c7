import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { GameSummary } from '../features/team/game-summary';
import { RecordLine, ResultsList } from '../features/team/results-list';
import { createTeamClient } from '../features/team/team-client';
import { teamLinks, type TeamMode } from '../features/team/team-links';
import { loadTeamGamesInfo, type TeamGamesInfoData } from '../features/team/team-loaders';
import { AppLink as Link } from '../shared/app-link';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './team-pages.module.css';

export async function loader({ request, params }: LoaderFunctionArgs): Promise<TeamGamesInfoData & { mode: TeamMode }> {
  const mode = params.mode;
  if (mode !== 'line' && mode !== 'live') throw data(null, { status: 404 });
  const client = createTeamClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return { mode, ...(await loadTeamGamesInfo(client, params.lng ?? 'ru', params.teamSlug, params.gameSlug)) };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'team_info_title', description: 'team_description' }, { game: `${loaderData.game.O1} — ${loaderData.game.O2}`, team: loaderData.team.N });
}

/** Head to head of a game's teams and the last games of each (`teamGamesInfo`), from recorded results. */
export default function TeamGamesInfo({ loaderData }: { loaderData: TeamGamesInfoData & { mode: TeamMode } }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { team, game, mode, headToHead, last } = loaderData;
  const gameRef = { id: game.I, team1En: game.O1E, team2En: game.O2E };
  const sides = [
    { id: game.O1I, name: game.O1, games: last[0] },
    { id: game.O2I, name: game.O2, games: last[1] },
  ].filter((side) => side.id > 0);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <GameSummary game={game} mode={mode}>
          <Link to={teamLinks.game(site.lang, mode, { id: team.I, nameEn: team.NE }, gameRef)}>{t('team_game_link')}</Link>
        </GameSummary>
        <section aria-labelledby="head-to-head">
          <h2 id="head-to-head">{t('team_head_to_head')}</h2>
          <RecordLine games={headToHead} teamId={game.O1I} team={game.O1} />
          <ResultsList games={headToHead} label={t('team_head_to_head')} emptyText={t('team_no_head_to_head')} />
        </section>
        <div className={styles.columns}>
          {sides.map((side) => (
            <section key={side.id} aria-labelledby={`last-${side.id}`}>
              <h2 id={`last-${side.id}`}>{t('team_last_games', { team: side.name })}</h2>
              <RecordLine games={side.games} teamId={side.id} team={side.name} />
              <ResultsList games={side.games} teamId={side.id} label={t('team_last_games', { team: side.name })} emptyText={t('team_no_results')} />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
