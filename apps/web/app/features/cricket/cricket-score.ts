// Cricket scores as the feed gives them (wire-format §1.4 SC, our simulator's T20 games): FS holds
// each side's runs, PS the innings (the side that batted in it has the runs), ST the wickets fallen
// (9010) and the legal balls bowled (9011) per side; overs are balls / 6 written "15.2" (15 overs
// and 2 balls). Pure functions: the pages and the match tracker read a game through them.
import type { WireScore } from '@stavka/contract/feed-wire';

/** The feed's statistic ids of a cricket innings (server sport-tables.ts). */
export const CRICKET_STAT = { wickets: 9010, balls: 9011 } as const;
/** A T20 innings: at most 20 overs of six legal balls, or ten wickets. */
export const T20_OVERS = 20;
export const BALLS_PER_OVER = 6;
export const MAX_WICKETS = 10;

export interface CricketSide {
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
  /** Has batted or is batting. */
  readonly batted: boolean;
}

export interface CricketScore {
  readonly sides: readonly [CricketSide, CricketSide];
  /** 0 before the first ball, then the innings being played (or the last one played). */
  readonly innings: 0 | 1 | 2;
  /** The side at the crease now (0 team 1, 1 team 2), null between innings and outside play. */
  readonly batting: 0 | 1 | null;
  /** The side that batted first, null before the first ball. */
  readonly battedFirst: 0 | 1 | null;
  /** Runs the side batting second needs to win (first innings + 1), once the chase is on. */
  readonly target: number | null;
  readonly period: string;
}

function stat(sc: WireScore, id: number): [number, number] {
  const row = sc.ST.flatMap((group) => group.Value).find((item) => item.ID === id);
  const read = (text: string | undefined) => {
    const n = Number(text);
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  };
  return [read(row?.S1), read(row?.S2)];
}

/** "15.2": whole overs, then the balls of the over being bowled. */
export function oversText(balls: number): string {
  return `${Math.floor(balls / BALLS_PER_OVER)}.${balls % BALLS_PER_OVER}`;
}

/** "145/3": runs for wickets, the way cricket writes a score. */
export function runsText(side: Pick<CricketSide, 'runs' | 'wickets'>): string {
  return `${side.runs}/${side.wickets}`;
}

export function cricketScore(sc: WireScore): CricketScore {
  const runs: [number, number] = [sc.FS.S1 ?? 0, sc.FS.S2 ?? 0];
  const wickets = stat(sc, CRICKET_STAT.wickets);
  const balls = stat(sc, CRICKET_STAT.balls);
  const first = sc.PS[0]?.Value;
  // The first innings' side: the one with runs in it, else the one that has faced balls.
  const battedFirst: 0 | 1 | null =
    first && (first.S1 ?? 0) > 0 ? 0 : first && (first.S2 ?? 0) > 0 ? 1 : balls[0] > 0 ? 0 : balls[1] > 0 ? 1 : null;
  const innings: 0 | 1 | 2 = sc.CP >= 2 ? 2 : sc.CP === 1 && battedFirst !== null ? 1 : 0;
  const second = battedFirst === null ? null : battedFirst === 0 ? 1 : 0;
  // At the crease: the innings' side until its innings is over (all out, overs done, target passed).
  const done = (side: 0 | 1, target: number) => (balls[side] ?? 0) >= T20_OVERS * BALLS_PER_OVER || (wickets[side] ?? 0) >= MAX_WICKETS || (runs[side] ?? 0) >= target;
  const target = innings === 2 && battedFirst !== null ? (runs[battedFirst] ?? 0) + 1 : null;
  const atCrease = innings === 1 ? battedFirst : innings === 2 ? second : null;
  const batting = atCrease === null || done(atCrease, target ?? Number.POSITIVE_INFINITY) ? null : atCrease;
  const side = (i: 0 | 1): CricketSide => ({ runs: runs[i], wickets: wickets[i], balls: balls[i], batted: balls[i] > 0 });
  const sides = [side(0), side(1)] as const;
  return { sides, innings, batting, battedFirst, target, period: sc.CPS };
}

/** What the chasing side still needs: runs, balls left and the required run rate per over. */
export function chase(score: CricketScore): { runs: number; balls: number; rate: number } | null {
  if (score.target === null || score.battedFirst === null) return null;
  const side = score.sides[score.battedFirst === 0 ? 1 : 0];
  const runs = Math.max(0, score.target - side.runs);
  const balls = Math.max(0, T20_OVERS * BALLS_PER_OVER - side.balls);
  return { runs, balls, rate: balls === 0 ? 0 : Math.round((runs / balls) * BALLS_PER_OVER * 100) / 100 };
}

/** Runs per over so far (two decimals). */
export function runRate(side: CricketSide): number {
  return side.balls === 0 ? 0 : Math.round((side.runs / side.balls) * BALLS_PER_OVER * 100) / 100;
}
