import type { Database } from '@stavka/db/client';
import type { Bet } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { hasControlCharacters } from '@stavka/domain/validation/control-characters';
import { AppError, validationFailed } from '../../http/app-error';
import { legsOf, lockBet } from './repo';
import { settleDecidedBet } from './settlement';
import type { SettlementMoney } from './settlement-money';
import { recordLegDecision, unsettledLegs, type UnsettledLeg } from './settlement-repo';

// Legs the result cannot decide (issue 12: settlement never guesses): an outcome whose rule needs
// what the result lacks (the goal order, a super over's winner, the scores an "any other score"
// listed) waits, listed for an operator (`ops bet:unsettled`), who may void it with a reason
// (`ops bet:void-leg`); the bet then settles at once if its other legs are decided. The void is the
// operator's: a later correction of the result does not decide that leg again.

export type { UnsettledLeg } from './settlement-repo';

export function listUnsettledLegs(db: Database, options: { limit: number; afterBetId?: number }): Promise<UnsettledLeg[]> {
  return unsettledLegs(db, options.limit, options.afterBetId ?? 0);
}

export interface LegVoid {
  betId: number;
  /** The leg's position in the bet (0-based, as `bet:unsettled` lists it). */
  position: number;
  operator: string;
  reason: string;
}

export interface VoidedLeg {
  bet: Bet;
  /** Whether the bet is settled now (its other legs were decided). */
  settled: boolean;
}

/** Voids a leg the result could not decide, and settles its bet if that was the last one open. */
export async function voidUnsettledLeg(ctx: SettlementMoney & { db: Database }, request: LegVoid): Promise<VoidedLeg> {
  // The player reads the reason in the bet's explanation: one line of plain text.
  const reason = request.reason.trim();
  if (!reason || reason.length > 300 || hasControlCharacters(reason) || /[\r\n\t]/.test(reason)) throw validationFailed({ reason: ['Say why the selection is void, in at most 300 characters on one line'] });
  return runInTransaction(ctx.db, async (uow) => {
    const bet = await lockBet(uow.tx, request.betId);
    if (!bet) throw new AppError('not_found', `No bet ${request.betId}`);
    if (bet.status !== 'accepted') throw new AppError('conflict', `Bet ${bet.id} is ${bet.status}, not open`);
    const legs = await legsOf(uow.tx, [bet.id]);
    const leg = legs.find((l) => l.position === request.position);
    if (!leg) throw new AppError('not_found', `Bet ${bet.id} has no selection at position ${request.position}`);
    if (leg.result !== null) throw new AppError('conflict', `That selection is already decided (${leg.result})`);
    if (leg.unsettleable === null) throw new AppError('conflict', 'The result has not been found unable to decide that selection: it waits for its game');
    const decision = {
      result: 'void',
      explanation: `Void: ${reason}`,
      decidedBy: 'operator' as const,
      resultRevision: leg.resultRevision,
      unsettleable: null,
      voidedBy: request.operator,
    };
    await recordLegDecision(uow.tx, bet.id, leg.position, decision);
    Object.assign(leg, decision);
    const settled = await settleDecidedBet(ctx, uow, bet, legs, `Settled after a selection was voided: ${reason}`);
    return { bet: (await lockBet(uow.tx, bet.id)) ?? bet, settled };
  });
}
