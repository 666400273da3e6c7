// The operator's polling intervals (wire-format §5 BETTING_TIMERS, milliseconds): how often a
// component refreshes its feed data when the push socket is down (DESIGN §5). Lookup order:
// championship id, then sport id, then the component; 10 000 when nothing matches.

export type FeedKindName = 'live' | 'line';

/** An interval per feed kind, or one for both (`any`). */
interface Interval {
  readonly live?: number;
  readonly line?: number;
  readonly any?: number;
}

export const DEFAULT_POLLING_MS = 10_000;

export const BETTING_TIMERS = {
  dashboard: { live: 5_000, line: 15_000 },
  game: { live: 5_000, line: 15_000 },
  syntheticGame: { live: 2_000 },
  gameOver: { live: 10_000 },
  menu: { live: 5_000, line: 10_000 },
  favorites: { live: 5_000, line: 10_000 },
  topGames: { live: 10_000, line: 60_000 },
  topChamps: { any: 10_000 },
  coupon: { any: 10_000 },
  couponOpenedCost: { any: 15_000 },
  expressDay: { any: 15_000 },
  gameSlider: { live: 15_000, line: 30_000 },
  recommended: { live: 10_000, line: 15_000 },
  champResults: { any: 15_000 },
  insights: { any: 15_000 },
  timelineProvider: { live: 60_000 },
  cyberCalendar: { any: 300_000 },
  media: { any: 600_000 },
  userMessages: { any: 60_000 },
} as const satisfies Record<string, Interval>;

export type PollingComponent = keyof typeof BETTING_TIMERS;

const FAST_VIRTUAL: Interval = { live: 3_000, line: 15_000 };

/** Sports and championships of fast virtual products, which refresh faster. */
export const FAST_PRODUCT_TIMERS: ReadonlyMap<number, Interval> = new Map<number, Interval>([
  ...[146, 153, 210, 235, 236, 268, 284, 301, 311].map((id): [number, Interval] => [id, FAST_VIRTUAL]),
  [2566618, { live: 2_000 }],
]);

function intervalFor(interval: Interval | undefined, kind: FeedKindName): number | undefined {
  return interval?.[kind] ?? interval?.any;
}

export function pollingInterval(query: {
  component: PollingComponent;
  kind: FeedKindName;
  champId?: number | undefined;
  sportId?: number | undefined;
}): number {
  for (const id of [query.champId, query.sportId]) {
    if (id === undefined) continue;
    const override = intervalFor(FAST_PRODUCT_TIMERS.get(id), query.kind);
    if (override !== undefined) return override;
  }
  return intervalFor(BETTING_TIMERS[query.component], query.kind) ?? DEFAULT_POLLING_MS;
}
