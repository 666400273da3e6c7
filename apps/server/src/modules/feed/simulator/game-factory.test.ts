import { describe, expect, it } from 'vitest';
import type { GameState, Market } from '../model';
import { buildCatalogue } from './catalogue/catalogue';
import { SPORTS } from './catalogue/sports';
import { createGame } from './game-factory';
import { buildMarkets, marginFor } from './market-builder';
import { createRng, mixSeed, shuffled, rngFrom } from './random';
import { profileOf } from './sport-profiles';

// Every sport's engine, made from the catalogue's ratings, plays a game to its end; at points along
// the way its pricing inputs give markets with prices in range and the brand's overround.

const catalogue = buildCatalogue(5);
const margin = marginFor('standard');

function makeGame(sportId: number, seed: number) {
  const champ = catalogue.playable(sportId)[0];
  if (!champ) throw new Error(`no championship for ${sportId}`);
  const rng = rngFrom(seed);
  const [a, b] = shuffled(rng, champ.teamIds);
  const runners = champ.spec.entrants.kind === 'runners' ? champ.runnerIds.slice(0, champ.spec.entrants.field).map((id) => catalogue.player(id)) : [];
  return createGame({
    sportId,
    champ,
    home: a === undefined ? null : catalogue.team(a),
    away: b === undefined ? null : catalogue.team(b),
    runners,
    rng: createRng(mixSeed(seed, sportId)),
  });
}

/** Σ 1/price of a market over what its probabilities sum to: the overround it carries. */
function overround(market: Market): number {
  return market.outcomes.reduce((sum, o) => sum + 1000 / o.price, 0);
}

function checkMarkets(markets: Market[]): void {
  const groups = new Set(markets.map((m) => m.group));
  for (const group of groups) expect(markets.filter((m) => m.group === group && m.main)).toHaveLength(1);
  for (const market of markets) {
    for (const o of market.outcomes) {
      expect(o.price).toBeGreaterThanOrEqual(1001);
      expect(Number.isInteger(o.price)).toBe(true);
    }
    // Double chance and place markets pay several outcomes: their prices carry the margin per unit.
    const paid = market.group === 8 ? 2 : market.group === 9002 ? 2 : market.group === 9003 ? 3 : 1;
    expect(overround(market) / paid).toBeGreaterThan(1.06 - 1e-9);
    expect(overround(market) / paid).toBeLessThan(1.06 + 0.002 * market.outcomes.length);
  }
}

describe.each(SPORTS.map((s) => [s.id, s.name.en] as const))('sport %i (%s)', (sportId) => {
  it('plays to a finish with a score that never goes back and valid prices along the way', () => {
    const { runner, timeScale } = makeGame(sportId, 1);
    expect(runner.started()).toBe(false);
    checkMarkets(buildMarkets(runner.input(), margin));
    const stepMs = 10_000;
    const limit = Math.max(60, (3 * profileOf(sportId).durationMs) / stepMs);
    let previous: GameState = runner.view();
    let steps = 0;
    while (!runner.finished() && steps++ < limit) {
      runner.step(stepMs * timeScale);
      const view = runner.view();
      expect(view.score[0]).toBeGreaterThanOrEqual(previous.score[0]);
      expect(view.score[1]).toBeGreaterThanOrEqual(previous.score[1]);
      expect(view.currentPeriod).toBeGreaterThanOrEqual(previous.currentPeriod);
      previous = view;
      if (steps % 25 === 0 && !runner.finished()) checkMarkets(buildMarkets(runner.input(), margin));
    }
    expect(runner.started()).toBe(true);
    expect(runner.finished()).toBe(true);
    expect(runner.view().finished).toBe(true);
    expect(runner.view().currentPeriodName.en).toBe('Match finished');
  });
});
