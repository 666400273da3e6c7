import type { OutcomeChange } from './feed-events';
import type { Market } from './model';

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

function flatten(markets: Market[]): Map<string, Flat> {
  const out = new Map<string, Flat>();
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      out.set(outcomeKey(market.group, market.param, outcome.type, outcome.playerId), {
        G: market.group,
        T: outcome.type,
        P: market.param,
        PL: outcome.playerId,
        price: outcome.price,
        blocked: outcome.blocked || market.status !== 1,
        main: market.main,
      });
    }
  }
  return out;
}

function change(flat: Flat, move: OutcomeChange['move']): OutcomeChange {
  return {
    G: flat.G,
    T: flat.T,
    ...(flat.P === undefined ? {} : { P: flat.P }),
    ...(flat.PL === undefined ? {} : { PL: flat.PL }),
    price: flat.price,
    blocked: flat.blocked,
    main: flat.main,
    move,
  };
}

export function diffMarkets(before: Market[], after: Market[]): OutcomeChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const changes: OutcomeChange[] = [];
  for (const [key, next] of now) {
    const prev = old.get(key);
    if (!prev) {
      changes.push(change(next, 'new'));
      continue;
    }
    if (prev.price !== next.price) changes.push(change(next, next.price > prev.price ? 'up' : 'down'));
    else if (prev.blocked !== next.blocked || prev.main !== next.main) changes.push(change(next, 'same'));
  }
  for (const [key, prev] of old) if (!now.has(key)) changes.push(change(prev, 'gone'));
  return changes;
}
