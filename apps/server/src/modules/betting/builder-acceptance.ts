import { z } from 'zod';
import type { Bet, BetLeg } from '@stavka/db/schema';
import { marginMethods } from '@stavka/domain/pricing/margin';
import { priceBuilderCoupon } from './builder-pricing';
import type { BettingContext } from './context';
import { oddsAgree } from './coupon-check';
import type { RefusalName } from './refusal';

// A live builder when its acceptance delay is over (decision 0026): its legs are checked against the
// live state again and priced together again from the game's model now, with the margin it was
// taken at; it is accepted when they are still open and the new joint coefficient agrees with the
// accepted one under the bet's odds policy. (Its legs' own prices do not decide it: the bet pays the
// joint coefficient, not theirs.)

const termsSchema = z.object({
  builder: z.object({ method: z.enum(marginMethods), overround: z.number().min(1).max(3) }),
});

/** Why a waiting builder is refused now, or undefined when it can be accepted. */
export function builderProblemNow(ctx: BettingContext, bet: Bet, legs: readonly BetLeg[]): RefusalName | undefined {
  const terms = termsSchema.safeParse(bet.details);
  const first = legs[0];
  if (!terms.success || !first || bet.coefficient === null) throw new Error(`betting: builder ${bet.id} lacks its terms`);
  const coupon = {
    gameid: first.gameId,
    events: legs.map((leg) => ({ gameid: leg.gameId, type: leg.outcomeType, param: leg.paramThousandths === null ? 0 : leg.paramThousandths / 1000, group: leg.marketGroup })),
  };
  const priced = priceBuilderCoupon(ctx, coupon, terms.data.builder);
  if (priced.problem) return priced.problem.name;
  if (!priced.price || !oddsAgree(bet.coefficient, priced.price.coefficient, bet.checkCf)) return 'oddsChanged';
  return undefined;
}
