import type { WireScore } from '@stavka/contract/feed-wire';
import type { GameState } from '../model';
import { statOf } from './sport-tables';
import { MATCH_FINISHED, minutesText, pick, type Lang } from './text';

// The score block SC of wire-format §1.4: FS full score and PS period scores with a side left out
// when it is 0 ("missing key = 0"), CP/CPS current period, TS elapsed seconds and SLS its text (empty
// once the game is over), I the state's free text, ST statistics.

function pair(score: readonly [number, number]): { S1?: number; S2?: number } {
  return { ...(score[0] > 0 ? { S1: score[0] } : {}), ...(score[1] > 0 ? { S2: score[1] } : {}) };
}

export function wireScore(state: GameState, lang: Lang): WireScore {
  // A race's runner positions (`runner:<id>`) are no two-sided statistic: its result lists them.
  const stats = Object.entries(state.stats).filter(([key]) => !key.startsWith('runner:')).map(([key, [s1, s2]]) => {
    const stat = statOf(key);
    return { ID: stat.id, N: pick(stat.name, lang), S1: String(s1), S2: String(s2) };
  });
  return {
    FS: pair(state.score),
    PS: state.periods.map((period, index) => ({ Key: index + 1, Value: { ...pair(period.score), NF: pick(period.name, lang) } })),
    CP: state.currentPeriod,
    CPS: state.finished ? pick(MATCH_FINISHED, lang) : pick(state.currentPeriodName, lang),
    TS: Math.max(0, Math.floor(state.elapsedSeconds)),
    SLS: state.finished || state.elapsedSeconds <= 0 ? '' : minutesText(state.elapsedSeconds, lang),
    I: state.info ?? '',
    ST: stats.length > 0 ? [{ Key: 0, Value: stats }] : [],
  };
}

/** "2:1 (1:0,1:1)": the results page's score text (wire-format §1.8). */
export function scoreText(state: GameState): string {
  const full = `${state.score[0]}:${state.score[1]}`;
  if (state.periods.length === 0) return full;
  return `${full} (${state.periods.map((p) => `${p.score[0]}:${p.score[1]}`).join(',')})`;
}
