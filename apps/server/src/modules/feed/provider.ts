import type { Championship, Country, Game, GameResult, GameState, Market, Player, Sport, Team } from './model';
import type { ModelInput } from './simulator/engines/model-input';

/**
 * The pricing model's inputs behind a game's prices (expected goals, the clock, the score…): the bet
 * builder and duels price from them (decision 0026). Plain JSON, so the relay carries it.
 */
export type GameModel = ModelInput;

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
   * `model`: the inputs the prices were made from, when the provider has them (the live state keeps
   * the last one sent; prices sent without one, such as a suspension's, leave it as it was).
   */
  prices(gameId: number, markets: Market[], model?: GameModel): void;
  result(result: GameResult): void;
  /** The game is gone from the feed (finished long ago, or cancelled before it started). */
  remove(gameId: number): void;
  /** "I am alive": a provider sends one at least every `heartbeatMs`. */
  heartbeat(providerId: string, at: number): void;
}

/**
 * Open games a previous run left behind: restored from the database after a restart, or copied
 * from a leader that went. Nobody trades them now; they are not served as live (issue 10).
 */
export interface PreviousGames {
  games: readonly Omit<Game, 'markets' | 'updatedAt' | 'suspendedUntil'>[];
}

export interface FeedProvider {
  readonly id: string;
  /** The longest a healthy provider stays silent, in milliseconds. */
  readonly heartbeatMs: number;
  /**
   * Starts sending. A provider takes the previous games that are its own and, at once, resumes
   * them (sends them again with prices) or ends them (sends their result); the live state drops
   * the others a minute later.
   */
  start(sink: FeedSink, previous?: PreviousGames): Promise<void>;
  stop(): Promise<void>;
}
