import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { cricketLinks } from '../features/cricket/cricket-links';
import { cricketGameView } from '../features/cricket/cricket-view';
import { CricketScoreboard } from '../features/cricket/scoreboard';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { createTeamClient } from '../features/team/team-client';
import { loadPlayerPage, type PlayerPageData } from '../features/team/team-loaders';
import { AppLink as Link } from '../shared/app-link';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  const client = createTeamClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return loadPlayerPage(client, params.lng ?? 'ru', params.playerId);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'cricket_title_player', description: 'cricket_description_home' }, { player: loaderData.player.N });
}

/** A cricket player (`cricketPlayerInfo`): the player, the team and the team's games. */
export default function CricketPlayer({ loaderData }: { loaderData: PlayerPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { player, team } = loaderData;
  const games = useMemo(() => (team ? [...(team.live ?? []), ...(team.line ?? [])].map(cricketGameView) : []), [team]);
  return (
    <CricketLayout title={player.N}>
      {player.TI > 0 ? (
        <p>
          {t('cricket_player_team', { team: '' })}
          <Link to={cricketLinks.team(site.lang, player.TI)}>{player.TN}</Link> · {player.CN}
        </p>
      ) : (
        <p>{t('cricket_player_no_team')}</p>
      )}
      {team && (
        <section aria-labelledby="player-games">
          <h2 id="player-games">{t('cricket_team_games')}</h2>
          <CricketScoreboard games={games} label={t('cricket_team_games')} emptyText={t('team_no_line')} />
        </section>
      )}
    </CricketLayout>
  );
}
