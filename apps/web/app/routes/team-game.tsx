import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { loadFullGame, type FullGameData } from '../features/sportsbook/game-loader';
import { GamePage } from '../features/sportsbook/game-page';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { createTeamClient } from '../features/team/team-client';
import { teamLinks, type TeamMode } from '../features/team/team-links';
import { loadTeamGame, type TeamGameData } from '../features/team/team-loaders';
import { AppLink as Link } from '../shared/app-link';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './team-pages.module.css';

export type TeamGamePageData = TeamGameData & { readonly mode: TeamMode; readonly full: FullGameData };

export async function loader({ request, params }: LoaderFunctionArgs): Promise<TeamGamePageData> {
  const mode = params.mode;
  if (mode !== 'line' && mode !== 'live') throw data(null, { status: 404 });
  const lang = params.lng ?? 'ru';
  const client = createTeamClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  // The team's own check (the game is one of the team's) and the full game, side by side.
  const [teamGame, full] = await Promise.all([
    loadTeamGame(client, lang, params.teamSlug, params.gameSlug),
    loadFullGame(request, params.gameSlug, lang),
  ]);
  return { mode, ...teamGame, full };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(
    matches,
    { title: 'team_game_title', description: 'team_description' },
    { game: `${loaderData.game.O1} — ${loaderData.game.O2}`, team: loaderData.team.N },
  );
}

/**
 * A game from a team's page (`teamGame`): the full game page (every market group, sub-games, the
 * odds graph, prices to the slip) in the team pages' frame, both teams linked to their team pages,
 * the way back to the team and the head-to-head link.
 */
export default function TeamGame({ loaderData }: { loaderData: TeamGamePageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const { team, game, mode, full } = loaderData;
  const ref = { id: team.I, nameEn: team.NE };
  const gameRef = { id: game.I, team1En: game.O1E, team2En: game.O2E };
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <GamePage
          key={`${site.lang}-${full.requestedId}`}
          requestedId={full.requestedId}
          initial={full.game}
          finished={full.finished}
          back={{ to: teamLinks.team(site.lang, mode, ref), label: t('team_back_to_team', { team: team.N }) }}
          teamLink={(side) => teamLinks.team(site.lang, mode, side)}
        >
          <p>
            <Link to={teamLinks.info(site.lang, mode, ref, gameRef)}>{t('team_info_link')}</Link>
          </p>
        </GamePage>
      </div>
      <aside className={styles.slip} aria-label={t('cricket_slip_label')}>
        <CouponPanel oddsFormat={format} lang={site.lang} />
      </aside>
    </div>
  );
}
