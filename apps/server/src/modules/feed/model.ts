// The sportsbook's own model of the catalogue and of live games (issue 4). Providers (the built-in
// trading simulator, or an adapter for a real data feed) speak it; the live state holds it in
// memory; the wire serializers turn it into the 1xBet/BetB2B family's terse JSON (wire-format §1).
// Prices are integer thousandths of decimal odds (DESIGN §1): 1.850 is 1850.

/** Feed kind (spec §3, wire-format KI): 1 live, 3 line (pre-match). */
export type FeedKind = 1 | 3;
export const LIVE: FeedKind = 1;
export const LINE: FeedKind = 3;

/** Market status (spec §3): 1 accepting bets, 2 settled, 3 no longer accepting, 4 cancelled. */
export type MarketStatus = 1 | 2 | 3 | 4;

export interface Sport {
  /** wire-format §2.2 sport id (SI). */
  id: number;
  name: { en: string; ru: string };
  /** How games of this sport are priced and played by the simulator. */
  model: 'football' | 'tennis' | 'basketball' | 'racing' | 'two-competitor' | 'outright';
  /** Cyber/virtual sports (85, 89, 144, fast virtual products): spec §2 cyber section. */
  virtual: boolean;
  /** Display weight: lower first. */
  sort: number;
}

export interface Country {
  /** ISO 3166-1 numeric (decision 0001); 0 for international competitions. */
  id: number;
  name: { en: string; ru: string };
}

export interface Championship {
  /** League id (LI). */
  id: number;
  sportId: number;
  countryId: number;
  name: { en: string; ru: string };
  /** Parent championship for a sub-championship (groups, stages, conferences); null at the top. */
  parentId: number | null;
  /** Display weight (T): lower first; top championships are flagged. */
  sort: number;
  top: boolean;
  /** Logo file (CHIMG), served under /sfiles/logo_champs/ when it is a generated crest. */
  logo?: string;
}

export interface Team {
  id: number;
  sportId: number;
  countryId: number;
  name: { en: string; ru: string };
  /** Model strength: football attack/defence, an Elo-like rating elsewhere; the simulator's own. */
  rating: { attack?: number; defence?: number; elo: number };
  /** Logo file (O1IMG/O2IMG), served under /sfiles/logo_teams/ when it is a generated crest. */
  logo?: string;
}

export interface Player {
  id: number;
  teamId: number | null;
  name: { en: string; ru: string };
}

/** A text in both languages; fixtures kept from before carry one plain (English) string. */
export type FeedText = string | { en: string; ru: string };

/** Misc of a game (wire-format MIS / MIO). */
export interface GameInfo {
  /** MIS K:1, MIO TSt: "Round 5". */
  round?: FeedText;
  /** MIS K:2: the ground or arena (a race meeting's course). */
  venue?: FeedText;
  /** MIS K:3: the match format, e.g. "2 halves of 45 minutes", "Best of 3 maps". */
  format?: FeedText;
  /** MIS K:7: the city of the venue. */
  city?: FeedText;
  /** VI: the game's broadcast, sent while it is in play (ours is the match tracker). */
  videoId?: string;
}

/** Scores by period (wire-format SC.PS) and the match clock. */
export interface GameState {
  /** Full score. */
  score: [number, number];
  /** Period scores in order, with their names. */
  periods: { score: [number, number]; name: { en: string; ru: string } }[];
  /** Current period number (CP), 0 before the start. */
  currentPeriod: number;
  currentPeriodName: { en: string; ru: string };
  /** Elapsed seconds of play (TS). */
  elapsedSeconds: number;
  /** Statistics, e.g. corners, cards: id → [team1, team2] (SC.ST). */
  stats: Record<string, [number, number]>;
  /** Finished: results are recorded and markets settle. */
  finished: boolean;
  /** Free text of the state (SC.I), e.g. "Pre-game betting", "Goal!". */
  info?: string;
  /** Who serves (tennis, table tennis, volleyball): 1 or 2. */
  server?: 1 | 2;
  /**
   * Every goal in order, where a market settles on their order or time (next goal, last goal, race
   * to N, goal intervals): the team, the period it fell in (1-based index into `periods`) and the
   * minute of play (1-based; stoppage time counts in its period's last minute).
   */
  goals?: GoalRecord[];
  /** Who won a game whose score is level (a cricket tie decided by a super over). */
  winner?: 1 | 2;
  /** Runners withdrawn before the off (their player ids): bets on them are void. */
  nonRunners?: number[];
}

export interface GoalRecord {
  team: 1 | 2;
  period: number;
  minute: number;
}

export interface Outcome {
  /** Market type (T) of wire-format §2.1. */
  type: number;
  /** Price in thousandths of decimal odds. */
  price: number;
  blocked: boolean;
  /** Player of a player market (PL). */
  playerId?: number;
  /**
   * Added by the trading simulator (optional): this outcome's own `P` where it differs from the
   * market's line — G2 T8 carries −h (signed from the backed side, wire-format §2.1), each correct
   * score (G136 T731) its score, a European handicap's W2 −h. Absent: use the market's `param`.
   */
  param?: number;
}

/**
 * The line (P) an outcome is placed and shown with (wire-format §2.1): its own where it has one (a
 * handicap's team 2 −h, each correct score), else its market's.
 */
export function outcomeParam(market: Pick<Market, 'param'>, outcome: Pick<Outcome, 'param'>): number | undefined {
  return outcome.param ?? market.param;
}

export interface Market {
  /** Market group (G) of wire-format §2.1. */
  group: number;
  /** The line (P); absent for markets without one. */
  param?: number;
  /** Main line of its ladder (CE). */
  main: boolean;
  status: MarketStatus;
  outcomes: Outcome[];
}

export interface Game {
  /** Game id (I): coupons and bets use it. */
  id: number;
  /** Constant id (CI): deep links; every call that takes a game id accepts either. */
  constId: number;
  /** Short event number (N). */
  number: number;
  sportId: number;
  champId: number;
  kind: FeedKind;
  /** Start, unix seconds (S). */
  start: number;
  team1: { id: number; name: { en: string; ru: string } };
  /** Absent for outrights (politics, racing winners): O2 is empty. */
  team2: { id: number; name: { en: string; ru: string } } | null;
  /** A sub-game of another (corners, cards, a half): its parent's id (CMG); null at the top. */
  parentId: number | null;
  /** Sub-game type text (TG) and period name (PN), e.g. "Corners", "1st half". */
  subGameType?: { en: string; ru: string };
  periodName?: { en: string; ru: string };
  /** Venue, round and other misc (MIS / MIO), and the broadcast (VI). */
  info: GameInfo;
  state: GameState;
  markets: Market[];
  /** Last change, unix seconds (U): clients use the max U as a packet version. */
  updatedAt: number;
  /** Every market blocked for a few seconds after a key event (B: true, status 3). */
  suspendedUntil: number | null;
}

/** An outcome as a bet names it: group, type, its own line and player (wire-format §3.3). */
export interface OutcomeKey {
  group: number;
  type: number;
  param?: number;
  playerId?: number;
}

/** What a game finished with, for settlement (modules/betting reads it through the feed service). */
export interface GameResult {
  gameId: number;
  finishedAt: number;
  state: GameState;
  /** The game was called off: every bet on it is void. */
  cancelled: boolean;
  /** Outcomes of markets cancelled (status 4) in a game that was played: their bets are void. */
  cancelledOutcomes?: OutcomeKey[];
  /** 0 (or absent) as first recorded; each correction adds one (feed_results.revision). */
  revision?: number;
  /** The last correction: by the feed (a result sent again, different) or an operator, and why. */
  correction?: { by: 'feed' | 'operator'; reason: string };
}
