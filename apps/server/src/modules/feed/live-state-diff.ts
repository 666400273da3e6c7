import type { OutcomeChange } from './feed-events';
import { outcomeParam, type Market } from './model';

// The odds delta of a price update (issue 4 "published as deltas"): only the outcomes whose price,
// blocked flag or main-line flag changed, plus the ones that appeared or disappeared.

/** One outcome's identity within a game: group, line, type and player. */
export function outcomeKey(group: number, param: number | undefined, type: number, playerId?: number): string {
  return `${group}|${param ?? ''}|${type}|${playerId ?? ''}`;
}

interface Flat {
  G: number;
  T: number;
  P: number | undefined;
  PL: number | undefined;
  price: number;
  blocked: boolean;
  main: boolean;
}

/**
 * The outcomes of a game's markets by key. A game's markets are replaced whole on every update, so
 * the index built while diffing an update is kept for that array and serves as the "before" of the
 * next one: each update flattens only its own markets.
 */
const indexes = new WeakMap<Market[], Map<string, Flat>>();

function flatten(markets: Market[]): Map<string, Flat> {
  const known = indexes.get(markets);
  if (known) return known;
  const out = new Map<string, Flat>();
  for (const market of markets) {
    const blockedMarket = market.status !== 1;
    for (const outcome of market.outcomes) {
      const param = outcomeParam(market, outcome);
      out.set(outcomeKey(market.group, param, outcome.type, outcome.playerId), {
        G: market.group,
        T: outcome.type,
        P: param,
        PL: outcome.playerId,
        price: outcome.price,
        blocked: outcome.blocked || blockedMarket,
        main: market.main,
      });
    }
  }
  indexes.set(markets, out);
  return out;
}

function change(flat: Flat, move: OutcomeChange['move']): OutcomeChange {
  const out: OutcomeChange = { G: flat.G, T: flat.T, price: flat.price, blocked: flat.blocked, main: flat.main, move };
  if (flat.P !== undefined) out.P = flat.P;
  if (flat.PL !== undefined) out.PL = flat.PL;
  return out;
}

export function diffMarkets(before: Market[], after: Market[]): OutcomeChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const changes: OutcomeChange[] = [];
  let kept = 0;
  for (const [key, next] of now) {
    const prev = old.get(key);
    if (!prev) {
      changes.push(change(next, 'new'));
      continue;
    }
    kept += 1;
    if (prev.price !== next.price) changes.push(change(next, next.price > prev.price ? 'up' : 'down'));
    else if (prev.blocked !== next.blocked || prev.main !== next.main) changes.push(change(next, 'same'));
  }
  if (kept < old.size) for (const [key, prev] of old) if (!now.has(key)) changes.push(change(prev, 'gone'));
  return changes;
}
