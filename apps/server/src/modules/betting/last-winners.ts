import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { LastWinner } from '@stavka/contract/coupon-calls';
import type { Database } from '@stavka/db/client';
import { bets, type Currency } from '@stavka/db/schema';
import { fromMinorUnits, toMinorUnits } from '@stavka/domain/money';
import { legsOf } from './repo';

// The recent big wins of a brand (rest-core GetLastWinners, wire-format §1.3; issue 12 "recent big
// wins (names masked)"): of the bets it settled as won in the last week with a profit, the largest
// by their value in USD (the currency table's coefficient), newest first among equals. A winner is
// shown by their account number with its middle masked — never a name, an e-mail or a phone.

export const WINNERS_LOOKBACK_DAYS = 7;
/** Wins considered: the newest this many, of which the largest are shown. */
const CANDIDATES = 500;

export interface WinnersQuery {
  siteId: number;
  now: Date;
  count: number;
  /** The teams in the reader's language while the feed still has the game (else as the bettor saw them). */
  teamsOf(gameId: number): { team1: string; team2: string } | undefined;
}

export async function lastWinners(db: Database, query: WinnersQuery, currencyOf: (code: string) => Currency | undefined): Promise<LastWinner[]> {
  const since = new Date(query.now.getTime() - WINNERS_LOOKBACK_DAYS * 86_400_000);
  const won = await db
    .select()
    .from(bets)
    .where(and(eq(bets.siteId, query.siteId), eq(bets.status, 'won'), gte(bets.settledAt, since), gt(bets.payout, bets.stake)))
    .orderBy(desc(bets.settledAt), desc(bets.id))
    .limit(CANDIDATES);
  const valued = won.flatMap((bet) => {
    const currency = currencyOf(bet.currencyCode);
    return currency && bet.payout !== null ? [{ bet, currency, usd: usdValue(bet.payout, currency) }] : [];
  });
  valued.sort((a, b) => (a.usd === b.usd ? 0 : a.usd > b.usd ? -1 : 1));
  const top = valued.slice(0, query.count);
  const legs = await legsOf(
    db,
    top.map(({ bet }) => bet.id),
  );
  return top.map(({ bet, currency }) => {
    const first = legs.find((leg) => leg.betId === bet.id);
    const teams = first ? (query.teamsOf(first.gameId) ?? { team1: first.names.team1 ?? '', team2: first.names.team2 ?? '' }) : undefined;
    return {
      Name: maskAccountNumber(bet.userId),
      Summ: Number(fromMinorUnits(bet.payout ?? 0n, currency.scale)),
      Currency: currency.code,
      Coef: bet.coefficient === null ? null : bet.coefficient / 1000,
      BetType: bet.vid,
      SportId: first?.sportId ?? 0,
      Opp1: teams?.team1 ?? '',
      Opp2: teams?.team2 ?? '',
      Dt: Math.floor((bet.settledAt ?? bet.createdAt).getTime() / 1000),
    };
  });
}

/** A payout's value in USD, in millionths of a cent (exact enough to order wins). */
function usdValue(payout: bigint, currency: Pick<Currency, 'scale' | 'conversionCoefficient'>): bigint {
  return (payout * toMinorUnits(currency.conversionCoefficient, 12)) / 10n ** BigInt(currency.scale);
}

/** 100000123 → 100****23: the first third and the last two digits show, the rest is masked. */
export function maskAccountNumber(id: number): string {
  const digits = String(id);
  const head = Math.ceil(digits.length / 3);
  const tail = Math.min(2, Math.max(0, digits.length - head - 1));
  return `${digits.slice(0, head)}${'*'.repeat(digits.length - head - tail)}${tail > 0 ? digits.slice(-tail) : ''}`;
}
