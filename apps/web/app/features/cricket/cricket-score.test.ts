import { describe, expect, it } from 'vitest';
import { chase, cricketScore, oversText, runRate, runsText } from './cricket-score';
import { ballsBetween, mergeEvents, wicketsOf } from './tracker-events';
import { cricketScoreBlock } from './test-cricket';

describe('cricket scores read from the feed', () => {
  it('write overs as whole overs and balls, and runs for wickets', () => {
    expect(oversText(0)).toBe('0.0');
    expect(oversText(92)).toBe('15.2');
    expect(oversText(120)).toBe('20.0');
    expect(runsText({ runs: 145, wickets: 3 })).toBe('145/3');
  });

  it('find the side at the crease in the first innings, and no target yet', () => {
    const score = cricketScore(cricketScoreBlock({ runs: [145, 0], wickets: [3, 0], balls: [92, 0] }));
    expect(score).toMatchObject({ innings: 1, batting: 0, battedFirst: 0, target: null });
    expect(score.sides[0]).toEqual({ runs: 145, wickets: 3, balls: 92, batted: true });
    expect(score.sides[1].batted).toBe(false);
    expect(runRate(score.sides[0])).toBe(9.46);
  });

  it('set the target and what the chase needs in the second innings', () => {
    const score = cricketScore(cricketScoreBlock({ runs: [180, 150], wickets: [6, 4], balls: [120, 100] }));
    expect(score).toMatchObject({ innings: 2, batting: 1, target: 181 });
    expect(chase(score)).toEqual({ runs: 31, balls: 20, rate: 9.3 });
  });

  it('has nobody at the crease once the innings is over (all out, or the target passed)', () => {
    expect(cricketScore(cricketScoreBlock({ runs: [120, 0], wickets: [10, 0], balls: [101, 0] })).batting).toBeNull();
    expect(cricketScore(cricketScoreBlock({ runs: [120, 121], wickets: [10, 2], balls: [101, 80] })).batting).toBeNull();
  });

  it('reads a game before the first ball as not started', () => {
    const score = cricketScore({ FS: {}, PS: [], CP: 0, CPS: 'Не начался', TS: 0, SLS: '', I: '', ST: [] });
    expect(score).toMatchObject({ innings: 0, batting: null, battedFirst: null, target: null, period: 'Не начался' });
  });
});

describe('the tracker events', () => {
  const before = cricketScore(cricketScoreBlock({ runs: [40, 0], wickets: [1, 0], balls: [30, 0] }));

  it('turn one more ball into its runs, a wicket into a wicket, several balls into one entry', () => {
    const four = ballsBetween(before, cricketScore(cricketScoreBlock({ runs: [44, 0], wickets: [1, 0], balls: [31, 0] })));
    expect(four).toEqual([{ key: '0-31', kind: 'ball', side: 0, runs: 4, balls: 1, over: '5.1', total: 44 }]);
    const out = ballsBetween(before, cricketScore(cricketScoreBlock({ runs: [40, 0], wickets: [2, 0], balls: [31, 0] })));
    expect(out[0]?.kind).toBe('wicket');
    const three = ballsBetween(before, cricketScore(cricketScoreBlock({ runs: [47, 0], wickets: [1, 0], balls: [33, 0] })));
    expect(three[0]).toMatchObject({ kind: 'balls', balls: 3, runs: 7, over: '5.3' });
    expect(ballsBetween(before, before)).toEqual([]);
  });

  it("read the feed's key moments as wickets of the side batting in that innings, newest first", () => {
    const chrono = {
      I: 1,
      CI: 2,
      H: [
        { K: 9, N: 'Событие', TS: 0, CP: 1, M: 0 as const, S1: 12, S2: 0 },
        { K: 9, N: 'Событие', TS: 0, CP: 2, M: 0 as const, S1: 150, S2: 33 },
      ],
    };
    expect(wicketsOf(chrono, 0).map((e) => [e.side, e.total])).toEqual([
      [1, 33],
      [0, 12],
    ]);
    expect(wicketsOf(null, 0)).toEqual([]);
  });

  it('keep the newest first without repeats', () => {
    const a = { key: 'a', kind: 'ball' as const, side: 0 as const, runs: 1, balls: 1, over: '0.1', total: 1 };
    const b = { ...a, key: 'b' };
    expect(mergeEvents([a], [b, a]).map((e) => e.key)).toEqual(['b', 'a']);
    expect(mergeEvents([a, b], [], 1)).toHaveLength(1);
  });
});
