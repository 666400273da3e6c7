// The match tracker's "last events" (spec §2 cricketBroadcast: no video source, so a tracker).
// Two sources: the game's key moments from the feed (GetChronoOfPlayZip; the cricket engine's only
// key moment is a wicket, with the score after it), and the balls the tracker sees bowled between
// two refreshes of the score (runs and wickets added to the side at the crease). Pure functions.
import type { WireChrono } from '@stavka/contract/feed-wire';
import { oversText, type CricketScore } from './cricket-score';

export interface TrackerEvent {
  /** Stable across refreshes: side and balls bowled after it. */
  readonly key: string;
  readonly kind: 'ball' | 'balls' | 'wicket';
  readonly side: 0 | 1;
  /** Runs scored by the ball (or the balls, when several were bowled between two refreshes). */
  readonly runs: number;
  /** Balls bowled in this event (1 for a single ball). */
  readonly balls: number;
  /** Overs after it, "15.2"; empty for a wicket from the feed's history. */
  readonly over: string;
  /** The side's runs after it. */
  readonly total: number;
}

/** The balls bowled between two scores of the same game, newest first. */
export function ballsBetween(before: CricketScore, after: CricketScore): TrackerEvent[] {
  const out: TrackerEvent[] = [];
  for (const side of [0, 1] as const) {
    const a = before.sides[side];
    const b = after.sides[side];
    const balls = b.balls - a.balls;
    if (balls <= 0) continue;
    const runs = Math.max(0, b.runs - a.runs);
    const wickets = Math.max(0, b.wickets - a.wickets);
    const kind = balls > 1 ? 'balls' : wickets > 0 ? 'wicket' : 'ball';
    out.push({ key: `${side}-${b.balls}`, kind, side, runs, balls, over: oversText(b.balls), total: b.runs });
  }
  return out;
}

/** The wickets of the feed's history, newest first. */
export function wicketsOf(chrono: WireChrono | null, battedFirst: 0 | 1 | null): TrackerEvent[] {
  if (!chrono || battedFirst === null) return [];
  return chrono.H.map((moment, index) => {
    const side: 0 | 1 = moment.CP === 1 ? battedFirst : battedFirst === 0 ? 1 : 0;
    const total = side === 0 ? moment.S1 : moment.S2;
    return { key: `chrono-${index}`, kind: 'wicket' as const, side, runs: 0, balls: 0, over: '', total };
  }).reverse();
}

/** Keeps the newest events first, without repeats, at most `limit`. */
export function mergeEvents(seen: readonly TrackerEvent[], fresh: readonly TrackerEvent[], limit = 12): TrackerEvent[] {
  const keys = new Set(fresh.map((event) => event.key));
  return [...fresh, ...seen.filter((event) => !keys.has(event.key))].slice(0, limit);
}
