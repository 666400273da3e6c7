import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { loadGraphPopup, type GraphPopupData } from '../features/sportsbook/game-loader';
import { OddsGraphPopup } from '../features/sportsbook/odds-graph-popup';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadGraphPopup(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  const game = loaderData?.game;
  if (!game) return [];
  return pageMeta(matches, { title: 'game_popup_title' }, { team1: game.O1, team2: game.O2 });
}

/** The odds-movement popup of a game (`statisticGraph`). */
export default function StatisticGraph({ loaderData }: { loaderData: GraphPopupData }) {
  const { site } = useRootData();
  const { requestedId, game, format } = loaderData;
  return <OddsGraphPopup key={`${site.lang}-${requestedId}`} requestedId={requestedId} initial={game} format={format} />;
}
