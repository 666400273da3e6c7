import type { BuilderRequest } from '@stavka/contract/bet-builder';
import type { CouponEvent } from '@stavka/contract/betting';
import { MAX_BUILDER_LEGS, MIN_BUILDER_LEGS, priceBuilder, type BuilderLeg, type BuilderPrice, type BuilderProblem } from '@stavka/domain/betting/bet-builder';
import type { FootballPricingInput } from '@stavka/domain/pricing/football-book';
import type { MarginSpec } from '@stavka/domain/pricing/margin';
import type { GameEntry, GameModel } from '../feed/service';
import type { BettingContext } from './context';
import { checkLegs, type CheckedLeg } from './coupon-check';
import type { RefusalName } from './refusal';

// A builder coupon against the live state and the game's model (decision 0026): the game must be
// priced from a football model; each leg must be an outcome on offer now, of the game itself or of
// its first half (a sub-game priced from its own model); the legs are then priced together
// (packages/domain/src/betting/bet-builder.ts) with the brand's margin. A problem comes back as the
// refusal it is, in words.

type BuilderCoupon = BuilderRequest['buildercoupon'];

export interface BuilderProblemText {
  name: RefusalName;
  text: string;
}

export interface PricedBuilder {
  /** The game the builder is on (the match, even when a leg names its first half). */
  game: GameEntry | undefined;
  /** Each leg against the feed now, in the coupon's order (any odds change accepted: the legs are priced together). */
  legs: CheckedLeg[];
  /** The joint price, or why there is none. */
  price: BuilderPrice | undefined;
  problem: BuilderProblemText | undefined;
  /** The match's and the first half's model inputs it was priced from. */
  model: { match: FootballPricingInput; firstHalf?: FootballPricingInput } | undefined;
}

function footballInput(model: GameModel | undefined, book: 'full' | 'half'): FootballPricingInput | undefined {
  return model?.model === 'football' && model.book === book ? model.pricing : undefined;
}

const words: Record<BuilderProblem['kind'], (legs: readonly CheckedLeg[], problem: BuilderProblem) => BuilderProblemText> = {
  not_offered: (legs, p) => ({ name: 'builderNotOffered', text: `The bet builder does not take the selection ${describe(legs, p.kind === 'not_offered' ? p.leg : 0)}` }),
  same_market: () => ({ name: 'builderSameMarket', text: 'Two selections of one market cannot be combined in a bet builder' }),
  contradictory: () => ({ name: 'builderContradictory', text: 'These selections cannot all win together' }),
  implied: (legs, p) => ({ name: 'builderImplied', text: `The selection ${describe(legs, p.kind === 'implied' ? p.leg : 0)} is already implied by the others: remove it` }),
  unpriceable: () => ({ name: 'builderUnpriceable', text: 'This combination cannot be priced: it is too unlikely, or too sure' }),
};

function describe(legs: readonly CheckedLeg[], index: number): string {
  const leg = legs[index];
  return leg ? `${leg.event.type}${leg.event.param ? ` (${leg.event.param})` : ''} on game ${leg.event.gameid}` : `#${index + 1}`;
}

const problem = (name: RefusalName, text: string): BuilderProblemText => ({ name, text });

/** The builder as it stands now: its legs, its joint price, or the first reason it has none. */
export function priceBuilderCoupon(ctx: BettingContext, coupon: BuilderCoupon, margin: MarginSpec): PricedBuilder {
  const named = ctx.feed.findGame(coupon.gameid);
  const game = named && named.game.parentId !== null ? ctx.feed.findGame(named.game.parentId) : named;
  const events: CouponEvent[] = coupon.events.map((e) => ({ gameid: e.gameid, type: e.type, ...(e.param === undefined ? {} : { param: e.param }), ...(e.group === undefined ? {} : { group: e.group }) }));
  const legs = checkLegs(ctx.feed, events, { checkCf: 2, transformEventKind: false, nowSeconds: Math.floor(ctx.now().getTime() / 1000) });
  const result = (p: Partial<PricedBuilder>): PricedBuilder => ({ game, legs, price: undefined, problem: undefined, model: undefined, ...p });
  const match = game ? footballInput(ctx.feed.model(game.game.id), 'full') : undefined;
  if (!game || !match) return result({ problem: problem('builderNotOffered', `There is no bet builder for game ${coupon.gameid}`) });
  if (legs.length < MIN_BUILDER_LEGS || legs.length > MAX_BUILDER_LEGS) {
    return result({ problem: problem(legs.length < MIN_BUILDER_LEGS ? 'malformed' : 'tooManyEvents', `A bet builder takes ${MIN_BUILDER_LEGS} to ${MAX_BUILDER_LEGS} selections`) });
  }
  const closed = legs.findIndex((leg) => leg.problem !== undefined);
  const closedLeg = legs[closed];
  if (closedLeg?.problem) return result({ problem: problem(closedLeg.problem, `The selection ${describe(legs, closed)} is not taking bets now`) });
  let firstHalf: FootballPricingInput | undefined;
  const builderLegs: BuilderLeg[] = [];
  for (const [i, leg] of legs.entries()) {
    const quote = leg.quote;
    if (!quote) return result({ problem: problem('eventClosed', `The selection ${describe(legs, i)} is closed`) });
    const scope = quote.gameId === game.game.id ? 'match' : ctx.feed.findGame(quote.gameId)?.game.parentId === game.game.id ? 'first-half' : undefined;
    const half = scope === 'first-half' ? footballInput(ctx.feed.model(quote.gameId), 'half') : undefined;
    if (scope === undefined || (scope === 'first-half' && !half)) return result({ problem: problem('builderNotOffered', `The selection ${describe(legs, i)} is not of game ${game.game.id} or its first half`) });
    firstHalf ??= half;
    builderLegs.push({ scope, selection: { group: quote.group, type: quote.type, ...(quote.param === undefined ? {} : { param: quote.param }) } });
  }
  const model = { match, ...(firstHalf ? { firstHalf } : {}) };
  const read = priceBuilder(model, builderLegs, margin);
  if (!read.ok) return result({ model, problem: words[read.problem.kind](legs, read.problem) });
  return result({ model, price: { probability: read.probability, coefficient: read.coefficient } });
}
