import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketGameScore } from '../features/cricket/cricket-game-score';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { cricketLinks } from '../features/cricket/cricket-links';
import { loadCricketGame, type CricketGameData } from '../features/cricket/cricket-loaders';
import { loadFullGame, type FullGameData } from '../features/sportsbook/game-loader';
import { GamePage } from '../features/sportsbook/game-page';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export type CricketGamePageData = CricketGameData & { readonly full: FullGameData };

export async function loader({ request, params }: LoaderFunctionArgs): Promise<CricketGamePageData> {
  const lang = params.lng ?? 'ru';
  const client = createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const [cricket, full] = await Promise.all([loadCricketGame(client, lang, params.gameSlug), loadFullGame(request, params.gameSlug, lang)]);
  return { ...cricket, full };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(
    matches,
    { title: 'cricket_title_game', description: 'cricket_description_home' },
    { game: `${loaderData.game.O1} — ${loaderData.game.O2}` },
  );
}

/**
 * A cricket game (`cricketGame`): the full game page (every market group, sub-games, the odds
 * graph, prices to the slip) in the cricket section's frame, with the score card in runs, wickets
 * and overs, the way to the match tracker, both teams linked to their cricket pages and the way
 * back to the championship.
 */
export default function CricketGame({ loaderData }: { loaderData: CricketGamePageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const { game, full } = loaderData;
  return (
    <CricketLayout slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <GamePage
        key={`${site.lang}-${full.requestedId}`}
        requestedId={full.requestedId}
        initial={full.game}
        finished={full.finished}
        back={{ to: cricketLinks.champ(site.lang, { id: game.LI, nameEn: game.LE }), label: t('game_back_to_champ', { champ: game.L }) }}
        teamLink={(team) => cricketLinks.team(site.lang, team.id)}
      >
        <CricketGameScore game={game} />
      </GamePage>
    </CricketLayout>
  );
}
