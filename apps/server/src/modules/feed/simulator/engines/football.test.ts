import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../model';
import { buildMarkets, marginFor } from '../market-builder';
import { rngFrom } from '../random';
import { type FootballSetup, createFootballMatch, footballEngine } from './football';

// The football engine on its own: a match stepped second by second from a seed.

const setup: FootballSetup = {
  rates: { home: 1.6, away: 1.1 },
  rho: -0.13,
  cornerRates: { home: 5.3, away: 4.9 },
  yellowRates: { home: 1.9, away: 2.1 },
  redRate: 0.06,
};

function playMatch(seed: number, stepMs = 1000): { views: GameState[]; keyEvents: { index: number; kind: string }[] } {
  const rng = rngFrom(seed);
  let state = createFootballMatch(setup, rng);
  const views: GameState[] = [footballEngine.view(state)];
  const keyEvents: { index: number; kind: string }[] = [];
  for (let i = 0; i < 20_000 && !footballEngine.finished(state); i++) {
    const step = footballEngine.step(state, stepMs, rng);
    state = step.state;
    views.push(footballEngine.view(state));
    if (step.keyEvent) keyEvents.push({ index: views.length - 1, kind: step.keyEvent.kind });
  }
  return { views, keyEvents };
}

const sum = (periods: GameState['periods'], side: 0 | 1) => periods.reduce((total, p) => total + p.score[side], 0);

describe('football engine', () => {
  it('plays two halves with stoppage time to a finish', () => {
    const { views } = playMatch(7);
    const last = views.at(-1);
    expect(last?.finished).toBe(true);
    expect(last?.currentPeriod).toBe(2);
    expect(last?.currentPeriodName.en).toBe('Match finished');
    // 90 minutes plus 2-6 minutes of stoppage in the second half.
    expect(last?.elapsedSeconds).toBeGreaterThanOrEqual(92 * 60);
    expect(last?.elapsedSeconds).toBeLessThanOrEqual(96 * 60);
    expect(views.some((v) => v.currentPeriodName.en === 'Half time')).toBe(true);
    expect(last?.periods.map((p) => p.name.en)).toEqual(['1st half', '2nd half']);
  });

  it('never takes back a goal, runs its clock forwards within a half, and adds the halves up to the score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { views } = playMatch(seed, 10_000);
        for (let i = 1; i < views.length; i++) {
          const [a, b] = [views[i - 1], views[i]];
          if (!a || !b) continue;
          expect(b.score[0]).toBeGreaterThanOrEqual(a.score[0]);
          expect(b.score[1]).toBeGreaterThanOrEqual(a.score[1]);
          expect(b.currentPeriod).toBeGreaterThanOrEqual(a.currentPeriod);
          // The clock runs forwards within a half; the second half restarts at 45:00.
          if (b.currentPeriod === a.currentPeriod) expect(b.elapsedSeconds).toBeGreaterThanOrEqual(a.elapsedSeconds);
          else expect(b.elapsedSeconds).toBeGreaterThanOrEqual((b.currentPeriod - 1) * 45 * 60);
        }
        const last = views.at(-1);
        if (!last) return;
        expect([sum(last.periods, 0), sum(last.periods, 1)]).toEqual(last.score);
      }),
      { numRuns: 40 },
    );
  });

  it('suspends on goals only, one key event per goal', () => {
    const { views, keyEvents } = playMatch(11);
    const goals = keyEvents.filter((e) => e.kind === 'goal');
    const last = views.at(-1);
    expect(goals.length).toBe((last?.score[0] ?? 0) + (last?.score[1] ?? 0));
    for (const goal of goals) {
      const [before, after] = [views[goal.index - 1], views[goal.index]];
      expect((after?.score[0] ?? 0) + (after?.score[1] ?? 0)).toBeGreaterThan((before?.score[0] ?? 0) + (before?.score[1] ?? 0));
    }
  });

  it('scores at the model rates: the average total over many matches is near the expected goals', () => {
    let goals = 0;
    const matches = 300;
    for (let seed = 1; seed <= matches; seed++) {
      const last = playMatch(seed, 60_000).views.at(-1);
      goals += (last?.score[0] ?? 0) + (last?.score[1] ?? 0);
    }
    // 2.7 expected (1.6 + 1.1), red cards aside; the standard error over 300 matches is about 0.1.
    expect(goals / matches).toBeGreaterThan(2.35);
    expect(goals / matches).toBeLessThan(3.05);
  });

  it('hands the pricing model the time left: the draw shortens as the clock runs at 0-0', () => {
    let state = createFootballMatch(setup, rngFrom(3));
    const drawPrice = () => buildMarkets(footballEngine.input(state), marginFor('standard')).find((m) => m.group === 1)?.outcomes.find((o) => o.type === 2)?.price ?? 0;
    const before = drawPrice();
    // An rng that puts every event far away: the draw gets likelier as time passes at 0-0.
    const quiet = () => 0.999_999;
    state = footballEngine.step(state, 30 * 60_000, quiet).state;
    expect(state.score).toEqual([0, 0]);
    expect(drawPrice()).toBeLessThan(before);
  });
});
