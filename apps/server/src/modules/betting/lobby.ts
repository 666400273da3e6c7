import type { LobbyBet } from '@stavka/contract/special-bets';
import type { BettingContext } from './context';
import { maskAccountNumber } from './last-winners';
import { legsOf } from './repo';
import { lobbyBets } from './special-bet-repo';

// The bet lobby (`withLobby`, decision 0028): the brand's bets their players published in the last
// day and that are still open, newest first — each with its selections, kind and coefficient, the
// player shown by a masked account number, never the stake — for others to follow.

export const LOBBY_LOOKBACK_MS = 86_400_000;

export async function lobbyOf(ctx: BettingContext, siteId: number, count: number, lng: 'ru' | 'en'): Promise<LobbyBet[]> {
  const rows = await lobbyBets(ctx.db, siteId, new Date(ctx.now().getTime() - LOBBY_LOOKBACK_MS), count);
  const legs = await legsOf(
    ctx.db,
    rows.map((row) => row.bet.id),
  );
  return rows.map(({ bet, publishedAt }) => ({
    BetId: bet.id,
    Name: maskAccountNumber(bet.userId),
    Vid: bet.vid,
    Coef: bet.coefficient === null ? null : bet.coefficient / 1000,
    Currency: bet.currencyCode,
    Events: legs
      .filter((leg) => leg.betId === bet.id)
      .map((leg) => {
        const game = ctx.feed.findGame(leg.gameId)?.game;
        return {
          GameId: leg.gameId,
          Type: leg.outcomeType,
          Param: leg.paramThousandths === null ? 0 : leg.paramThousandths / 1000,
          Coef: leg.coefficient / 1000,
          Opp1: game ? game.team1.name[lng] : (leg.names.team1 ?? ''),
          Opp2: game ? (game.team2?.name[lng] ?? '') : (leg.names.team2 ?? ''),
        };
      }),
    Dt: Math.floor(publishedAt.getTime() / 1000),
  }));
}
