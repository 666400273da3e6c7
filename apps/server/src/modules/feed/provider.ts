import type { Championship, Country, Game, GameResult, GameState, Market, Player, Sport, Team } from './model';

// The feed-provider interface (issue 4): a provider emits the catalogue, fixtures, state changes,
// prices and results. The built-in provider is the trading simulator; an adapter for a real data
// feed implements the same interface. A provider that falls silent has its markets blocked within a
// second (the live state watches `heartbeat`).

export interface FeedSink {
  catalogue(update: { sports?: Sport[]; countries?: Country[]; championships?: Championship[]; teams?: Team[]; players?: Player[] }): void;
  /** A new game or a changed fixture (start time, teams, kind line → live). */
  fixture(game: Omit<Game, 'markets' | 'updatedAt' | 'suspendedUntil'>): void;
  state(gameId: number, state: GameState, keyEvent?: { kind: 'goal' | 'red-card' | 'penalty' | 'point' | 'other'; suspendSeconds: number }): void;
  /**
   * The full set of markets of a game (replaces what was there). The array and its markets pass to
   * the live state: a provider builds new ones for its next update rather than changing these.
   */
  prices(gameId: number, markets: Market[]): void;
  result(result: GameResult): void;
  /** The game is gone from the feed (finished long ago, or cancelled before it started). */
  remove(gameId: number): void;
  /** "I am alive": a provider sends one at least every `heartbeatMs`. */
  heartbeat(providerId: string, at: number): void;
}

export interface FeedProvider {
  readonly id: string;
  /** The longest a healthy provider stays silent, in milliseconds. */
  readonly heartbeatMs: number;
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}
