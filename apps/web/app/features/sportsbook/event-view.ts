// The feed's terse event (wire-format §1.4) read once into the readable shape the pages render:
// ids, names, the live block (score, period, clock) and the main market as fixed columns.
import { CHAMP_LOGO_PATH, logoUrl, PRE_MATCH_SCORE, TEAM_LOGO_PATH, type WireEvent, type WireOutcome } from '@stavka/contract/feed-wire';

export type FeedKind = 1 | 3;

/** What identifies an outcome across answers: game, group, type, line and runner. */
export interface OutcomeRef {
  readonly gameId: number;
  readonly group: number;
  readonly type: number;
  readonly param: number | null;
  readonly playerId: number | null;
}

export interface OutcomeView extends OutcomeRef {
  readonly playerName: string | null;
  /** Decimal price in thousandths (DESIGN §1: odds are exact). */
  readonly price: number;
  readonly blocked: boolean;
  /** The last move of the price and when it was seen (epoch ms), for the flash of UX.md. */
  readonly move: 'up' | 'down' | null;
  readonly movedAt: number | null;
}

/** The main market of a row (UX.md: 1 X 2, or 1 2): a column is null when the feed has no such outcome. */
export interface MainMarket {
  readonly columns: readonly MainColumn[];
}

export interface MainColumn {
  readonly label: 'home' | 'draw' | 'away';
  readonly outcome: OutcomeView | null;
}

export interface LiveBlock {
  readonly score: readonly [number, number];
  /** Current period text (CPS), e.g. "2-й тайм". */
  readonly period: string;
  /** Elapsed seconds of play (TS). */
  readonly clockSeconds: number;
  /** The clock moved since the previous answer (on the first answer: it has started). */
  readonly clockRunning: boolean;
  /** The state's free text (SC.I). */
  readonly info: string;
}

export interface EventView {
  readonly id: number;
  readonly constId: number;
  readonly kind: FeedKind;
  readonly sportId: number;
  readonly sportName: string;
  readonly champId: number;
  readonly champName: string;
  /** English championship name, for the path slug. */
  readonly champNameEn: string;
  readonly countryName: string;
  readonly team1: string;
  readonly team2: string;
  readonly team1En: string;
  readonly team2En: string;
  /** Where the teams' and the championship's logos are served (O1IMG, O2IMG, CHIMG); null without one. */
  readonly team1Logo: string | null;
  readonly team2Logo: string | null;
  readonly champLogo: string | null;
  /** The game in play has a broadcast (VI): ours is the match tracker on its page. */
  readonly broadcast: boolean;
  /** Start, unix seconds. */
  readonly start: number;
  /** Last update, unix seconds (U): the version of the event's data. */
  readonly updated: number;
  readonly live: LiveBlock | null;
  readonly main: MainMarket | null;
  /** Outcomes of the game beyond those in the row (the "+N" link). */
  readonly moreCount: number;
  /** Every listed outcome is blocked: the game takes no bets now (UX.md dims the row). */
  readonly suspended: boolean;
}

/** Main markets by preference: 1X2, the two-way 1X2, team wins incl. overtime, regular-time 1X2. */
const MAIN_LAYOUTS: readonly { group: number; types: readonly [number, number | null, number] }[] = [
  { group: 1, types: [1, 2, 3] },
  { group: 101, types: [401, null, 402] },
  { group: 2766, types: [3653, 3654, 3655] },
];

/** Thousandths from the wire's price text (CV "1.025"), falling back to C. */
export function priceThousandths(outcome: Pick<WireOutcome, 'C' | 'CV'>): number {
  const fromText = Number(outcome.CV);
  const value = Number.isFinite(fromText) && fromText > 0 ? fromText : outcome.C;
  return Math.round(value * 1000);
}

export function outcomeView(gameId: number, outcome: WireOutcome): OutcomeView {
  return {
    gameId,
    group: outcome.G,
    type: outcome.T,
    param: outcome.P ?? null,
    playerId: outcome.PL?.I ?? null,
    playerName: outcome.PL?.N ?? null,
    price: priceThousandths(outcome),
    blocked: outcome.B === true,
    move: null,
    movedAt: null,
  };
}

function mainMarket(gameId: number, outcomes: readonly WireOutcome[]): MainMarket | null {
  for (const layout of MAIN_LAYOUTS) {
    const inGroup = outcomes.filter((o) => o.G === layout.group);
    if (inGroup.length === 0) continue;
    const find = (type: number | null) => {
      const found = type === null ? undefined : inGroup.find((o) => o.T === type);
      return found ? outcomeView(gameId, found) : null;
    };
    const [home, draw, away] = layout.types;
    const hasDraw = draw !== null && inGroup.some((o) => o.T === draw);
    const columns: MainColumn[] = [
      { label: 'home', outcome: find(home) },
      ...(hasDraw ? [{ label: 'draw' as const, outcome: find(draw) }] : []),
      { label: 'away', outcome: find(away) },
    ];
    return { columns };
  }
  return null;
}

/** The readable event of a list answer (Get1x2_VZip, GetGamesZip, top games, search). */
export function eventView(event: WireEvent): EventView {
  const main = mainMarket(event.I, event.E);
  const listed = event.E.length + event.AE.reduce((n, alt) => n + alt.ME.length, 0);
  const shown = main ? main.columns.filter((c) => c.outcome !== null).length : 0;
  const sc = event.SC ?? PRE_MATCH_SCORE;
  const live: LiveBlock | null =
    event.KI === 1
      ? {
          score: [sc.FS.S1 ?? 0, sc.FS.S2 ?? 0],
          period: sc.CPS,
          clockSeconds: sc.TS,
          clockRunning: sc.TS > 0 && sc.SLS !== '',
          info: sc.I,
        }
      : null;
  return {
    id: event.I,
    constId: event.CI,
    kind: event.KI,
    sportId: event.SI,
    sportName: event.SN,
    champId: event.LI,
    champName: event.L,
    champNameEn: event.LE,
    countryName: event.CN,
    team1: event.O1,
    team2: event.O2,
    team1En: event.O1E,
    team2En: event.O2E,
    team1Logo: logoUrl(TEAM_LOGO_PATH, event.O1IMG?.[0]),
    team2Logo: logoUrl(TEAM_LOGO_PATH, event.O2IMG?.[0]),
    champLogo: logoUrl(CHAMP_LOGO_PATH, event.CHIMG),
    broadcast: event.VI !== undefined,
    start: event.S,
    updated: event.U,
    live,
    main,
    moreCount: Math.max(0, event.EC - shown),
    suspended: listed > 0 && [...event.E, ...event.AE.flatMap((alt) => alt.ME)].every((o) => o.B === true),
  };
}

const views = new WeakMap<WireEvent, EventView>();

/**
 * eventView once per event object: the live store keeps an event's object while only its prices
 * change, so a row that reads it keeps its view (and its memoised price buttons) too.
 */
export function cachedEventView(event: WireEvent): EventView {
  let view = views.get(event);
  if (!view) {
    view = eventView(event);
    views.set(event, view);
  }
  return view;
}

export function sameOutcome(a: OutcomeRef, b: OutcomeRef): boolean {
  return a.gameId === b.gameId && a.group === b.group && a.type === b.type && a.param === b.param && a.playerId === b.playerId;
}
