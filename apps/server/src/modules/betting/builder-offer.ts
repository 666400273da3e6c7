import type { BuilderEvents } from '@stavka/contract/bet-builder';
import { BUILDER_GROUPS, MAX_BUILDER_LEGS, MIN_BUILDER_LEGS, type BuilderScope } from '@stavka/domain/betting/bet-builder';
import { coefficientText } from '@stavka/domain/betting/odds-value';
import type { GameEntry, GameModel, Market } from '../feed/service';
import type { BettingContext } from './context';

// The main feed's `betbuilder` v2 events (decision 0026): for a game priced from a football model,
// the outcomes a bet builder takes — of the match and, while it is still to be played, of its first
// half (its sub-game) — at their own prices now, by market group. Lines that can push or split and
// "any other score" are left out: a builder takes only outcomes that end in a win or a loss.

/** Groups whose outcomes carry a line that must be a half one (x.5) to be a builder's leg. */
const HALF_LINE_GROUPS = new Set([2, 17, 15, 62]);
const ANY_OTHER_SCORE = 3786;

const isBook = (model: GameModel | undefined, book: 'full' | 'half') => model?.model === 'football' && model.book === book;

function buildable(scope: BuilderScope, market: Market, param: (o: Market['outcomes'][number]) => number | undefined) {
  if (!BUILDER_GROUPS[scope].has(market.group)) return [];
  return market.outcomes.filter((o) => {
    if (market.group === 136) return o.type !== ANY_OTHER_SCORE;
    const p = param(o);
    return !HALF_LINE_GROUPS.has(market.group) || (p !== undefined && Math.abs(p % 1) === 0.5);
  });
}

function period(ctx: BettingContext, entry: GameEntry, scope: BuilderScope, lang: 'en' | 'ru'): BuilderEvents['periods'][number] {
  const groups = new Map<number, BuilderEvents['periods'][number]['groups'][number]['events']>();
  for (const market of entry.game.markets) {
    if (market.status !== 1) continue;
    const param = (o: Market['outcomes'][number]) => o.param ?? market.param;
    for (const o of buildable(scope, market, param)) {
      const p = param(o);
      const list = groups.get(market.group) ?? [];
      list.push({ type: o.type, cf: o.price / 1000, cfView: coefficientText(o.price), ...(p === undefined ? {} : { parameter: p }), ...(o.blocked || ctx.feed.quote({ gameId: entry.game.id, group: market.group, type: o.type, param: p })?.blocked ? { blocked: true as const } : {}) });
      groups.set(market.group, list);
    }
  }
  const order = [...BUILDER_GROUPS[scope]];
  return {
    gameId: entry.game.id,
    period: scope === 'match' ? '' : (entry.game.periodName?.[lang] ?? ''),
    groups: [...groups.entries()].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0])).map(([groupId, events]) => ({ groupId, events })),
  };
}

/** What a builder on this game (or the game of this sub-game) takes now; undefined: no builder for it. */
export function builderEvents(ctx: BettingContext, gameId: number, lang: 'en' | 'ru'): BuilderEvents | undefined {
  const named = ctx.feed.findGame(gameId);
  const entry = named && named.game.parentId !== null ? ctx.feed.findGame(named.game.parentId) : named;
  if (!entry || entry.result || !isBook(ctx.feed.model(entry.game.id), 'full')) return undefined;
  const firstHalf = ctx.feed.subGamesOf(entry.game.id).find((sub) => sub.result === null && isBook(ctx.feed.model(sub.game.id), 'half'));
  const { game } = entry;
  return {
    gameId: game.id,
    constId: game.constId,
    sportId: game.sportId,
    startTs: game.start,
    kind: game.kind,
    opponent1: game.team1.name[lang],
    opponent2: game.team2?.name[lang] ?? '',
    minLegs: MIN_BUILDER_LEGS,
    maxLegs: MAX_BUILDER_LEGS,
    periods: [period(ctx, entry, 'match', lang), ...(firstHalf ? [period(ctx, firstHalf, 'first-half', lang)] : [])],
  };
}
