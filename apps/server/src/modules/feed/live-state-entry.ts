import type { Fixture } from './feed-events';
import type { CatalogueUpdate } from './live-state-catalogue';
import type { Game, GameResult, Market } from './model';
import type { GameModel } from './provider';

// What the live state keeps per game, and per finished game.

/** A key moment of a game, for the chrono of play. */
export interface ChronoEntry {
  kind: string;
  /** Elapsed seconds of play and period when it happened. */
  elapsed: number;
  period: number;
  team: 0 | 1 | 2;
  score: [number, number];
  suspendSeconds: number;
}

export interface GameEntry {
  game: Game;
  providerId: string;
  /** Sequence number of the last event published for this game. */
  seq: number;
  /** Global version of the last change. */
  version: number;
  /** Unix ms until which a key event suspends every market; null when not suspended. */
  keySuspendedUntil: number | null;
  result: GameResult | null;
  chrono: ChronoEntry[];
  /** Unix ms until which a finished game in play stays in the lists with its final score. */
  listedUntil: number | null;
  /** The model inputs of its last prices that came with them (provider.ts `prices`). */
  model?: GameModel;
}

export interface ResultRecord {
  fixture: Fixture;
  result: GameResult;
}

/** A copy of the live state for another process (modules/feed/relay.ts); plain JSON. */
export interface LiveSnapshot {
  catalogue: Required<CatalogueUpdate>;
  games: {
    providerId: string;
    fixture: Fixture;
    markets: Market[];
    model?: GameModel;
    result: GameResult | null;
    chrono: ChronoEntry[];
    keySuspendedUntil: number | null;
    /** The game's `U`: unix seconds of its last change. */
    updatedAt: number;
  }[];
  results: ResultRecord[];
}

/** The fixture part of a game: what `fixture()` carries. */
export function fixtureOf(game: Game): Fixture {
  const { markets: _markets, updatedAt: _updatedAt, suspendedUntil: _suspendedUntil, ...fixture } = game;
  return fixture;
}
