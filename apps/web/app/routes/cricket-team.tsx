import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { cricketLinks } from '../features/cricket/cricket-links';
import { cricketGameView } from '../features/cricket/cricket-view';
import { CricketScoreboard } from '../features/cricket/scoreboard';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { RecordLine, ResultsList } from '../features/team/results-list';
import { SquadList } from '../features/team/squad-list';
import { createTeamClient } from '../features/team/team-client';
import { loadTeamPage, type TeamPageData } from '../features/team/team-loaders';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  const client = createTeamClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  return loadTeamPage(client, params.lng ?? 'ru', params.teamId);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'cricket_title_team', description: 'team_description' }, { team: loaderData.team.N });
}

/** A cricket team (`cricketTeam`): its squad, its games as score cards and its latest results. */
export default function CricketTeam({ loaderData }: { loaderData: TeamPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  useLoaderRefresh(10_000);
  const { team, results } = loaderData;
  const games = useMemo(() => [...(loaderData.live ?? []), ...(loaderData.line ?? [])].map(cricketGameView), [loaderData.live, loaderData.line]);
  return (
    <CricketLayout title={team.N}>
      <p>{t('team_meta', { sport: team.SN, country: team.CN })}</p>
      <section aria-labelledby="team-games">
        <h2 id="team-games">{t('cricket_team_games')}</h2>
        {loaderData.live === null || loaderData.line === null ? (
          <p role="status">{t('team_feed_error')}</p>
        ) : (
          <CricketScoreboard games={games} label={t('cricket_team_games')} emptyText={t('team_no_line')} />
        )}
      </section>
      <section aria-labelledby="team-results">
        <h2 id="team-results">{t('team_results')}</h2>
        <RecordLine games={results} teamId={team.I} team={team.N} />
        <ResultsList games={results} teamId={team.I} label={t('team_results')} emptyText={t('team_no_results')} />
      </section>
      <SquadList team={team} playerLink={(playerId) => cricketLinks.player(site.lang, playerId)} />
    </CricketLayout>
  );
}
