import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { RecordLine, ResultsList } from '../features/team/results-list';
import { SquadList } from '../features/team/squad-list';
import { createTeamClient } from '../features/team/team-client';
import { TeamGameLinks } from '../features/team/team-game-links';
import { TeamHeader } from '../features/team/team-header';
import { TeamIndex } from '../features/team/team-index';
import type { TeamMode } from '../features/team/team-links';
import { loadTeamIndex, loadTeamPage, type TeamPageData, type TeamRef } from '../features/team/team-loaders';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import styles from './team-pages.module.css';
import { PageSlip } from './betting-page';

type TeamSectionData = { mode: TeamMode; index: readonly TeamRef[] | null; page: null } | { mode: TeamMode; index: null; page: TeamPageData };

export async function loader({ request, params }: LoaderFunctionArgs): Promise<TeamSectionData> {
  const mode = params.mode;
  if (mode !== 'line' && mode !== 'live') throw data(null, { status: 404 });
  const client = createTeamClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const lang = params.lng ?? 'ru';
  if (params.teamSlug === undefined) return { mode, index: await loadTeamIndex(client, lang, mode === 'live' ? 1 : 3), page: null };
  return { mode, index: null, page: await loadTeamPage(client, lang, params.teamSlug) };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData?.page) return pageMeta(matches, { title: 'team_index_title' });
  return pageMeta(matches, { title: 'team_title', description: 'team_description' }, { team: loaderData.page.team.N });
}

/** The team tab (`teamSection`): a team's live and upcoming games with prices and its latest results. */
export default function TeamSection({ loaderData }: { loaderData: TeamSectionData }) {
  const { t } = useTranslation();
  useLoaderRefresh(10_000);
  const { mode, page } = loaderData;
  if (!page) return <TeamIndex teams={loaderData.index} mode={mode} />;
  const { team, live, line, results } = page;
  const ref = { id: team.I, nameEn: team.NE };
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <TeamHeader team={team} />
        <section aria-labelledby="team-live">
          <h2 id="team-live">{t('team_live_games')}</h2>
          <WireEventList events={live} label={t('team_live_games')} emptyText={t('team_no_live')} errorText={t('team_feed_error')} withSport />
        </section>
        <section aria-labelledby="team-line">
          <h2 id="team-line">{t('team_line_games')}</h2>
          <WireEventList events={line} label={t('team_line_games')} emptyText={t('team_no_line')} errorText={t('team_feed_error')} withSport />
        </section>
        <TeamGameLinks games={[...(live ?? []), ...(line ?? [])]} team={ref} mode={mode} />
        <section aria-labelledby="team-results">
          <h2 id="team-results">{t('team_results')}</h2>
          <RecordLine games={results} teamId={team.I} team={team.N} />
          <ResultsList games={results} teamId={team.I} label={t('team_results')} emptyText={t('team_no_results')} />
        </section>
        <SquadList team={team} />
      </div>
      <aside className={styles.slip} aria-label={t('cricket_slip_label')}>
        <PageSlip />
      </aside>
    </div>
  );
}
