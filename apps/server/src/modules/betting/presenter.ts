import type { BetRecord } from '@stavka/contract/betting';
import type { Bet, BetLeg, BetSettlement } from '@stavka/db/schema';
import { fromMinorUnits } from '@stavka/domain/money';

// A bet as the player's history and the slip's open bets show it. Money twice (number and exact
// text), as every money answer (decision 0022).

export function presentBet(bet: Bet, legs: readonly BetLeg[], scale: number, settlements: readonly BetSettlement[] = []): BetRecord {
  const money = (minor: bigint) => fromMinorUnits(minor, scale);
  return {
    id: bet.id,
    kind: bet.kind,
    vid: bet.vid,
    systemSize: bet.systemSize,
    status: bet.status,
    refusal: bet.refusal,
    stake: Number(money(bet.stake)),
    stakeExact: money(bet.stake),
    coefficient: bet.coefficient === null ? null : bet.coefficient / 1000,
    potentialPayout: Number(money(bet.potentialPayout)),
    potentialPayoutExact: money(bet.potentialPayout),
    payout: bet.payout === null ? null : Number(money(bet.payout)),
    payoutExact: bet.payout === null ? null : money(bet.payout),
    currency: bet.currencyCode,
    live: bet.live,
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs
      .filter((leg) => leg.betId === bet.id)
      .map((leg) => ({
        gameId: leg.gameId,
        constId: leg.constId,
        sportId: leg.sportId,
        feedKind: leg.feedKind === 1 ? 1 : 3,
        group: leg.marketGroup,
        type: leg.outcomeType,
        param: leg.paramThousandths === null ? null : leg.paramThousandths / 1000,
        coefficient: leg.coefficient / 1000,
        start: leg.start,
        names: leg.names,
        result: (leg.result as BetRecord['legs'][number]['result']) ?? null,
        explanation: leg.explanation,
      })),
    // Why the bet is what it is: each settlement version with its reason (a corrected result, a void).
    settlements: settlements
      .filter((s) => s.betId === bet.id)
      .map((s) => ({ version: s.version, status: s.status, payout: Number(money(s.payout)), payoutExact: money(s.payout), reason: s.reason, settledAt: s.createdAt.toISOString() })),
  };
}
