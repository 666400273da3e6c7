import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { BuilderPicker } from '../features/coupon/builder-picker';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { GameLinkProvider, useRouteGameSection } from '../features/sportsbook/game-link-context';
import { GamePage } from '../features/sportsbook/game-page';
import { loadGamePage, type GamePageData } from '../features/sportsbook/game-loader';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { useNameOutcome } from '../layout/bet-leg-names';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadGamePage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  const game = loaderData?.game;
  if (!game) return [];
  return pageMeta(matches, { title: 'game_title', description: 'game_description' }, { team1: game.O1, team2: game.O2, champ: game.L });
}

/** One game with every market (`bettingMainGame`, and the same page under the sections' game routes). */
export default function BettingGame({ loaderData }: { loaderData: GamePageData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, sportId, game, requestedId, finished } = loaderData;
  const section = useRouteGameSection();
  const name = useNameOutcome();
  return (
    <BettingLayout
      tree={tree}
      place={{ mode, sportId, ...(game ? { champId: game.LI } : {}) }}
      slip={<CouponPanel oddsFormat={format} lang={site.lang} />}
    >
      <GameLinkProvider section={section}>
        <GamePage key={`${site.lang}-${requestedId}`} requestedId={requestedId} initial={game} finished={finished}>
          {/* The bet builder, where the game offers one (decision 0026): between the header and the markets. */}
          {game && !finished && <BuilderPicker gameId={game.I} live={game.KI === 1} name={name} oddsFormat={format} />}
        </GamePage>
      </GameLinkProvider>
    </BettingLayout>
  );
}
