import { z } from 'zod';
import type { Bet, BetKind, BetLeg } from '@stavka/db/schema';
import { antiExpressReturn } from '@stavka/domain/betting/anti-express';
import { expressReturn, systemReturn, type BetReturn, type Leg } from '@stavka/domain/betting/bet-maths';
import { chainReturn } from '@stavka/domain/betting/chain-bet';
import { boostedExpressReturn } from '@stavka/domain/betting/express-boost';
import { builderReturn } from '@stavka/domain/betting/builder-return';
import type { OutcomeResult } from '@stavka/domain/betting/outcome-types';

// What a bet returns by its kind once its legs are decided (issue 12 "Settlement": a single and an
// express multiply their legs, a system sums its combinations, a chain plays its links in the
// player's order, an anti-express wins when a leg loses, a boosted express adds the brand's bonus on
// the net winnings, a bet builder pays at its joint coefficient — decision 0026), before the maximum
// payout and the payout tax. The terms a bet was placed on (chain order and stakes, the
// anti-express margin, the boost table) are kept in its `details`
// when it is placed, so a later change of the brand's settings never changes a bet already taken.
// The slip's potential win is the same computation with every leg won (bet-plan.ts).

const minor = z.string().regex(/^\d{1,20}$/);

export const betTermsSchema = z.object({
  chain: z.object({ order: z.array(z.number().int().nonnegative()), stakes: z.array(minor) }).optional(),
  antiExpress: z.object({ marginBps: z.number().int().min(0).max(10_000) }).optional(),
  expressBoost: z
    .object({
      tiers: z.array(z.object({ minLegs: z.number().int().min(2), percentBps: z.number().int().min(0).max(100_000) })),
      minLegOdds: z.number().int().positive(),
    })
    .optional(),
});
export type BetTerms = z.infer<typeof betTermsSchema>;

export interface KindReturn extends BetReturn {
  /** The express boost included in the return (0 without one). */
  boost: bigint;
}

export interface ReturnInput {
  kind: BetKind;
  /** What was bet, after the stake tax. */
  netStake: bigint;
  /** A system's k. */
  systemSize: number | null;
  /** The coefficient the bet was accepted at, in thousandths (an anti-express is settled with it). */
  coefficient: number | null;
  terms: BetTerms;
}

export function returnByKind(bet: ReturnInput, legs: readonly Leg[]): KindReturn {
  const plain = (r: BetReturn): KindReturn => ({ ...r, boost: 0n });
  switch (bet.kind) {
    case 'system':
      return plain(systemReturn(bet.netStake, legs, bet.systemSize ?? 2));
    case 'chain':
      return plain(chainReturn(chainLinks(bet.netStake, legs, bet.terms)));
    case 'anti_express': {
      if (bet.coefficient === null || !bet.terms.antiExpress) throw new Error('betting: an anti-express without its coefficient or margin');
      return plain(antiExpressReturn(bet.netStake, legs, bet.coefficient, bet.terms.antiExpress.marginBps));
    }
    case 'single':
    case 'express': {
      const rule = bet.terms.expressBoost;
      return rule ? boostedExpressReturn(bet.netStake, legs, rule) : plain(expressReturn(bet.netStake, legs));
    }
    case 'builder':
      // One proposition at the joint coefficient it was accepted at (decision 0026).
      if (bet.coefficient === null) throw new Error('betting: a builder without its coefficient');
      return plain(builderReturn(bet.netStake, legs.map((leg) => leg.result), bet.coefficient));
  }
}

/** The links in the chain's order; the first is staked with what was bet of the first stake. */
function chainLinks(netStake: bigint, legs: readonly Leg[], terms: BetTerms) {
  const chain = terms.chain;
  if (!chain || chain.order.length !== legs.length || chain.stakes.length !== legs.length) throw new Error('betting: a chain without its order');
  return chain.order.map((index, position) => {
    const leg = legs[index];
    const stake = chain.stakes[position];
    if (!leg || stake === undefined) throw new Error('betting: a chain link without its leg');
    return { leg, stake: position === 0 ? netStake : BigInt(stake) };
  });
}

/** A settled bet's return from its legs' results (settlement.ts). */
export function betReturnOf(bet: Bet, legs: readonly BetLeg[]): KindReturn {
  const terms = betTermsSchema.parse(bet.details);
  const settled: Leg[] = [...legs].sort((a, b) => a.position - b.position).map((leg) => ({ odds: leg.coefficient, result: leg.result as OutcomeResult }));
  return returnByKind({ kind: bet.kind, netStake: bet.netStake, systemSize: bet.systemSize, coefficient: bet.coefficient, terms }, settled);
}
