import { type LoaderFunctionArgs } from 'react-router';
import { loadTopGames, type TopGamesData } from '../features/sportsbook/top-page-data';
import { TopGamesPage } from '../features/sportsbook/top-pages';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTopGames(request, params);
}

export const meta = fixedMeta({ title: 'top_games_meta_title', description: 'top_meta_description' });

/** Top games of line or live (`bettingTopgameSection`). */
export default function BettingTopgame({ loaderData }: { loaderData: TopGamesData }) {
  return (
    <BettingPage tree={loaderData.tree} place={{ mode: loaderData.mode }}>
      {(tree) => <TopGamesPage tree={tree} data={loaderData} />}
    </BettingPage>
  );
}
