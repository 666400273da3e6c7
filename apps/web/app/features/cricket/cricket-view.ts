// A cricket game as the section's pages show it: names, ids for the links, and the score read by
// cricket-score.ts. Built from the feed's event (wire-format §1.4) or game (§1.6).
import { PRE_MATCH_SCORE, type WireEvent } from '@stavka/contract/feed-wire';
import { cricketScore, type CricketScore } from './cricket-score';

export interface CricketGameView {
  readonly id: number;
  readonly live: boolean;
  readonly champId: number;
  readonly champName: string;
  readonly champNameEn: string;
  readonly teams: readonly [CricketTeamRef, CricketTeamRef];
  /** Start, unix seconds. */
  readonly start: number;
  readonly score: CricketScore;
}

export interface CricketTeamRef {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
}

/** What the view reads of a game: a list event's fields, which a game page's game has as well. */
export type CricketGameSource = Pick<WireEvent, 'I' | 'KI' | 'LI' | 'L' | 'LE' | 'O1I' | 'O1' | 'O1E' | 'O2I' | 'O2' | 'O2E' | 'S' | 'SC'>;

export function cricketGameView(event: CricketGameSource): CricketGameView {
  return {
    id: event.I,
    live: event.KI === 1,
    champId: event.LI,
    champName: event.L,
    champNameEn: event.LE,
    teams: [
      { id: event.O1I, name: event.O1, nameEn: event.O1E },
      { id: event.O2I, name: event.O2, nameEn: event.O2E },
    ],
    start: event.S,
    score: cricketScore(event.SC ?? PRE_MATCH_SCORE),
  };
}
