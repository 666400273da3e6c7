import type { Championship, Country, FeedKind, Game, GameResult, GameState, Player, Sport, Team } from './model';

// The feed's domain events on the bus (DESIGN §4): the live state publishes them, push turns them
// into WebSocket frames, the feed store persists them. Every event of a game carries the game's
// sequence number: 1, 2, 3 … without gaps in one process, so a subscriber that sees a gap knows it
// missed something and takes a fresh snapshot (issue 4 "Push").

export const FEED_SUBJECT = {
  /** Every game event: `feed.game.<game id>`. Subscribe to `feed.game.*` for all games. */
  game: (gameId: number) => `feed.game.${gameId}`,
  allGames: 'feed.game.*',
  catalogue: 'feed.catalogue',
} as const;

/** The fixture as providers send it: a game without prices. */
export type Fixture = Omit<Game, 'markets' | 'updatedAt' | 'suspendedUntil'>;

/** One changed outcome. Prices are thousandths of decimal odds (model.ts). */
export type OutcomeChange = {
  G: number;
  T: number;
  /** The line; absent when the market has none. */
  P?: number;
  /** Player of a player market. */
  PL?: number;
  /** Price now (the last price when `move` is 'gone'). */
  price: number;
  /** Blocked now, as a bettor sees it: the outcome's own flag or a market not accepting bets. */
  blocked: boolean;
  /** The main line of its ladder now. */
  main: boolean;
  move: 'up' | 'down' | 'same' | 'new' | 'gone';
};

/** What every game event says about where the game is, so push can route it without a lookup. */
type GameEventBase = {
  gameId: number;
  constId: number;
  sportId: number;
  champId: number;
  feedKind: FeedKind;
  /** Per-game sequence number. */
  seq: number;
  /** The live state's global version after this change. */
  version: number;
  /** When it happened, unix milliseconds. */
  at: number;
};

export type GameEvent =
  | (GameEventBase & { type: 'fixture'; fixture: Fixture })
  | (GameEventBase & { type: 'odds'; changes: OutcomeChange[] })
  | (GameEventBase & { type: 'state'; state: GameState; keyEvent?: { kind: string; suspendSeconds: number } })
  /** Every market stopped taking bets: after a key event, or because the provider fell silent. */
  | (GameEventBase & { type: 'suspended'; reason: 'key-event' | 'provider-silent'; until: number | null })
  | (GameEventBase & { type: 'resumed' })
  | (GameEventBase & { type: 'finished'; result: GameResult })
  /** A finished game leaves the lists (it was shown there a while with its final score); still findable. */
  | (GameEventBase & { type: 'delisted' })
  | (GameEventBase & { type: 'removed' });

export type GameEventType = GameEvent['type'];

export type CatalogueEvent = {
  type: 'catalogue';
  version: number;
  at: number;
  sports?: Sport[];
  countries?: Country[];
  championships?: Championship[];
  teams?: Team[];
  players?: Player[];
};
