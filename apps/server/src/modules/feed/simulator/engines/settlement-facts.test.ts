import { describe, expect, it } from 'vitest';
import { closeMarkets } from '../market-builder';
import { rngFrom } from '../random';
import { createCricketMatch, cricketEngine, type CricketState } from './cricket';
import { createHockeyMatch, hockeyEngine, type HockeyState } from './hockey';
import { createRace, raceEngine } from './race';

// What the engines record for settlement beyond the score (finished-game.ts "server must keep"):
// the winner of a tied cricket match (its super over), the runners withdrawn at a race's off, the
// shootout's deciding goal in hockey's goal sequence, and a cancelled market that stays cancelled.

describe('a tied cricket match', () => {
  // Last ball of the chase with the scores level: a dot ball or a wicket ties the match.
  const lastBall = (): CricketState => ({
    ...createCricketMatch([1, 1], rngFrom(1)),
    battingFirst: 0,
    phase: 'innings',
    innings: 2,
    runs: [150, 150],
    wickets: [4, 6],
    balls: [120, 119],
    waitMs: 0,
  });

  it('names the super over winner, each side winning some, and no winner when the chase is won', () => {
    const winners = new Set<number>();
    let ties = 0;
    let won = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const state = cricketEngine.step(lastBall(), 1, rngFrom(seed)).state;
      expect(state.phase).toBe('over');
      const view = cricketEngine.view(state);
      if (view.score[0] === view.score[1]) {
        ties++;
        expect(view.winner).toBeDefined();
        winners.add(view.winner ?? 0);
      } else {
        won++;
        expect(view.winner).toBeUndefined();
      }
    }
    expect(ties).toBeGreaterThan(20);
    expect(won).toBeGreaterThan(20);
    expect([...winners].sort()).toEqual([1, 2]);
  });
});

describe('non-runners', () => {
  const runners = Array.from({ length: 10 }, (_, i) => ({ playerId: 500 + i, strength: i / 10 }));

  it('withdraws runners at the off, names them, and places only the runners that ran', () => {
    let withdrawn = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const rng = rngFrom(seed);
      let state = raceEngine.step(createRace('race', runners, 1, 60_000, 0.3), 1, rng).state;
      state = raceEngine.step(state, 120_000, rng).state;
      expect(state.phase).toBe('over');
      const view = raceEngine.view(state);
      const nonRunners = view.nonRunners ?? [];
      withdrawn += nonRunners.length;
      const placed = Object.keys(view.stats).map((key) => Number(key.slice('runner:'.length)));
      expect(placed).toHaveLength(runners.length - nonRunners.length);
      expect(placed.filter((id) => nonRunners.includes(id))).toEqual([]);
      expect(placed.length).toBeGreaterThanOrEqual(3);
      expect(Object.values(view.stats).map(([place]) => place).sort((a, b) => a - b)).toEqual(placed.map((_, i) => i + 1));
    }
    expect(withdrawn).toBeGreaterThan(10);
  });

  it('runs every runner where the sport has no withdrawals', () => {
    const rng = rngFrom(4);
    const state = raceEngine.step(raceEngine.step(createRace('race', runners, 1, 60_000), 1, rng).state, 120_000, rng).state;
    const view = raceEngine.view(state);
    expect(view.nonRunners).toBeUndefined();
    expect(Object.keys(view.stats)).toHaveLength(runners.length);
  });
});

describe('hockey goals', () => {
  it('records the shootout winner as the last goal, in the period after the overtime', () => {
    const level: HockeyState = {
      ...createHockeyMatch({ rates: { home: 1e-9, away: 1e-9 }, shootoutHome: 0.5 }),
      phase: 'overtime',
      period: 3,
      clockMs: 0,
      score: [1, 1],
      periodScores: [
        [1, 0],
        [0, 1],
        [0, 0],
        [0, 0],
      ],
      goals: [
        { team: 1, period: 1, minute: 7 },
        { team: 2, period: 2, minute: 33 },
      ],
    };
    const view = hockeyEngine.view(hockeyEngine.step(level, 10 * 60_000, rngFrom(2)).state);
    expect(view.periods.map((p) => p.name.en)).toEqual(['1st period', '2nd period', '3rd period', 'Overtime', 'Shootout']);
    const last = view.goals?.at(-1);
    expect(last).toMatchObject({ period: 5, minute: 65 });
    expect(view.goals?.filter((g) => g.team === 1)).toHaveLength(view.score[0]);
    expect(view.goals?.filter((g) => g.team === 2)).toHaveLength(view.score[1]);
  });
});

describe('closing the markets of a finished game', () => {
  it('keeps a market cancelled during the game cancelled when the others settle', () => {
    const outcome = { type: 1, price: 1900, blocked: false };
    const closed = closeMarkets(
      [
        { group: 1, main: true, status: 1, outcomes: [outcome] },
        { group: 17, param: 2.5, main: true, status: 4, outcomes: [outcome] },
      ],
      2,
    );
    expect(closed.map((m) => m.status)).toEqual([2, 4]);
  });
});
