import type { Bet } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import type { BettingContext } from './context';
import { checkLegs } from './coupon-check';
import { builderProblemNow } from './builder-acceptance';
import { announceBet, recordAccepted } from './placement';
import { legsOf, lockBet, updateBet } from './repo';

// Live bets wait the brand's acceptance delay with their stake held (issue 12 "Live bets wait the
// brand's acceptance delay, are checked again, then accepted or refused with a reason"). When the
// delay is over each leg is checked again against the live state under the bet's odds policy (the
// coefficient it was placed at is the one the player saw), and with `dropOnScoreChange` a changed
// score refuses it. A refused bet's hold is voided; the player is told either way.

export type Decision = { accepted: true } | { accepted: false; reason: string };

export async function decideWaitingBet(ctx: BettingContext, betId: number): Promise<Decision | undefined> {
  return runInTransaction(ctx.db, async (uow) => {
    const bet = await lockBet(uow.tx, betId);
    if (!bet || bet.status !== 'waiting') return undefined;
    const legs = await legsOf(uow.tx, [bet.id]);
    const now = ctx.now();
    const checked = checkLegs(
      ctx.feed,
      legs.map((leg) => ({
        gameid: leg.gameId,
        type: leg.outcomeType,
        param: leg.paramThousandths === null ? 0 : leg.paramThousandths / 1000,
        group: leg.marketGroup,
        coef: leg.coefficient / 1000,
        kind: leg.feedKind as 1 | 3,
      })),
      { checkCf: bet.checkCf, transformEventKind: true, nowSeconds: Math.floor(now.getTime() / 1000) },
    );
    // A builder pays its joint coefficient, so it is priced again as a whole (builder-acceptance.ts).
    const problem = bet.kind === 'builder' ? builderProblemNow(ctx, bet, legs) : checked.find((leg) => leg.problem !== undefined)?.problem;
    const scores = (bet.details as { scores?: Record<string, string> }).scores ?? {};
    const scoreMoved = (bet.details as { dropOnScoreChange?: boolean }).dropOnScoreChange === true && legs.some((leg) => scoreNow(ctx, leg.gameId) !== scores[String(leg.gameId)]);
    const reason = problem ?? (scoreMoved ? 'scoreChanged' : undefined);
    if (reason === undefined) {
      await updateBet(uow.tx, bet.id, ['waiting'], { status: 'accepted', acceptedAt: now, decideAt: null });
      await announceBet(ctx, uow, bet, 'accepted');
      await recordAccepted(uow.tx, bet, now);
      return { accepted: true };
    }
    await refuse(ctx, uow, bet, reason);
    return { accepted: false, reason };
  });
}

async function refuse(ctx: BettingContext, uow: Parameters<typeof announceBet>[1], bet: Bet, reason: string): Promise<void> {
  if (bet.holdTransferId !== null) await ctx.wallet.voidHold(uow, bet.holdTransferId, `bet:${bet.id}:refused`, { bet: bet.id, reason });
  await updateBet(uow.tx, bet.id, ['waiting'], { status: 'refused', refusal: reason, decideAt: null, settledAt: ctx.now(), payout: bet.stake });
  await announceBet(ctx, uow, bet, 'refused');
}

/** The game's score as text, the way a placement keeps it for `dropOnScoreChange`. */
export function scoreNow(ctx: BettingContext, gameId: number): string | undefined {
  const state = ctx.feed.findGame(gameId)?.game.state;
  return state ? `${state.score[0]}:${state.score[1]}` : undefined;
}
