import { describe, expect, it } from 'vitest';
import { settleOutcome, type OutcomeResult, type Selection } from '@stavka/domain/betting/outcome-result';
import { finishedGameOf } from '../../betting/service';
import type { Fixture } from '../feed-events';
import { outcomeParam, type GameResult, type Market } from '../model';
import type { FeedSink } from '../provider';
import { SPORT } from './catalogue/sports';
import { createSteppedClock } from './clock';
import { createTradingSimulator } from './simulator';
import { SPORT_PROFILES } from './sport-profiles';

// Every outcome the trading simulator prices settles from the result of the game it was priced in
// (issue 12 "Settlement"): the simulator plays games of every sport to their end on a stepped
// clock, and each outcome it ever offered — with, for "any other score", the scores its market
// listed at that moment — is settled from the game's result as settlement reads it
// (finished-game-of.ts), never "unsettleable". The goal sequence, the super-over winner and the
// non-runners the engines record are what make the order-of-goals markets and the rest decidable.

interface Offered {
  gameId: number;
  selection: Selection;
}

const selectionKey = (gameId: number, s: Selection) => `${gameId}|${s.group}|${s.type}|${s.param ?? ''}|${s.playerId ?? ''}|${s.listedScores?.join(',') ?? ''}`;

function offeredOutcomes(gameId: number, markets: readonly Market[]): Offered[] {
  return markets.flatMap((market) => {
    const listed = market.group === 136 ? market.outcomes.filter((o) => o.type === 731).map((o) => outcomeParam(market, o) ?? 0) : undefined;
    return market.outcomes.map((outcome) => {
      const param = outcomeParam(market, outcome);
      const selection: Selection = {
        group: market.group,
        type: outcome.type,
        ...(param === undefined ? {} : { param }),
        ...(outcome.playerId === undefined ? {} : { playerId: outcome.playerId }),
        ...(market.group === 136 && outcome.type === 3786 && listed ? { listedScores: listed } : {}),
      };
      return { gameId, selection };
    });
  });
}

/** Plays the sports for `hours` of simulated time; what was offered, the results and each game's sport. */
async function play(sports: number[], hours: number, seed: number) {
  const clock = createSteppedClock();
  const offered = new Map<string, Offered>();
  const results = new Map<number, GameResult>();
  const sportOf = new Map<number, number>();
  const sink: FeedSink = {
    catalogue: () => {},
    fixture: (game: Fixture) => sportOf.set(game.id, game.sportId),
    state: () => {},
    prices: (gameId, markets) => {
      for (const o of offeredOutcomes(gameId, markets)) offered.set(selectionKey(o.gameId, o.selection), o);
    },
    result: (result) => results.set(result.gameId, result),
    remove: () => {},
    heartbeat: () => {},
  };
  const simulator = createTradingSimulator({ clock, seed, sports, liveGamesPerSport: 1, lineGamesPerSport: 1, tickMs: 3000 });
  await simulator.start(sink);
  clock.advance(hours * 3_600_000);
  await simulator.stop();
  return { offered: [...offered.values()], results, sportOf };
}

describe('every outcome the simulator prices settles from the simulated result', () => {
  const sports = SPORT_PROFILES.filter((p) => !p.outright).map((p) => p.sportId);

  it('settles each outcome of every finished game of every sport, none unsettleable', async () => {
    const { offered, results, sportOf } = await play(sports, 3.5, 12);
    const unsettleable: string[] = [];
    const settledBySport = new Map<number, number>();
    const results_: Record<OutcomeResult, number> = { win: 0, lose: 0, void: 0, half_win: 0, half_lose: 0 };
    let goalOrder = 0;
    for (const { gameId, selection } of offered) {
      const result = results.get(gameId);
      const sportId = sportOf.get(gameId);
      if (!result || sportId === undefined) continue;
      const game = finishedGameOf(sportId, result);
      if (!game) {
        unsettleable.push(`sport ${sportId} has no settlement rules`);
        continue;
      }
      const outcome = settleOutcome(game, selection);
      if (!outcome.settled) {
        unsettleable.push(`game ${gameId} (sport ${sportId}) G${selection.group} T${selection.type} P${selection.param ?? '-'}: ${outcome.reason}`);
        continue;
      }
      results_[outcome.result]++;
      settledBySport.set(sportId, (settledBySport.get(sportId) ?? 0) + 1);
      if (selection.group === 20 && !result.cancelled) goalOrder++;
    }
    expect(unsettleable.slice(0, 20)).toEqual([]);
    // Every sport had games played to the end and their outcomes settled, some won and some lost.
    for (const sportId of sports) expect(settledBySport.get(sportId) ?? 0, `sport ${sportId}`).toBeGreaterThan(0);
    expect(results_.win).toBeGreaterThan(100);
    expect(results_.lose).toBeGreaterThan(100);
    // Next-goal outcomes decided by the recorded goal sequence (their periods alone often cannot).
    expect(goalOrder).toBeGreaterThan(50);
  }, 240_000);

  it('records each goal of a football match with its team, period and minute, adding up to the score', async () => {
    const { results, sportOf } = await play([SPORT.football], 2.5, 5);
    const played = [...results.values()].filter((r) => !r.cancelled && sportOf.get(r.gameId) === SPORT.football && r.state.periods.length === 2);
    expect(played.length).toBeGreaterThan(0);
    for (const result of played) {
      const goals = result.state.goals ?? [];
      expect(goals.filter((g) => g.team === 1)).toHaveLength(result.state.score[0]);
      expect(goals.filter((g) => g.team === 2)).toHaveLength(result.state.score[1]);
      for (const [i, period] of result.state.periods.entries()) {
        expect(goals.filter((g) => g.period === i + 1 && g.team === 1)).toHaveLength(period.score[0]);
        expect(goals.filter((g) => g.period === i + 1 && g.team === 2)).toHaveLength(period.score[1]);
      }
      const minutes = goals.map((g) => g.minute);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      for (const goal of goals) expect(goal.minute).toBeGreaterThanOrEqual(goal.period === 1 ? 1 : 46);
      for (const goal of goals) expect(goal.minute).toBeLessThanOrEqual(goal.period === 1 ? 45 : 90);
    }
  }, 120_000);
});
