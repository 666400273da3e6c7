import type { FootballLiveState, FootballPricingInput } from '@stavka/domain/pricing/football-book';
import type { GameModel } from '../modules/feed/service';
import { buildMarkets, marginFor } from '../modules/feed/simulator/market-builder';
import { footballGame, type Fixture, type Markets, type ScriptedApp } from './scripted-feed';

// Football games priced from a model, as the trading simulator sends them: the fixture, the markets
// of the model's book at the deployment's margin, and the model itself with the prices (decision
// 0026) — and, when asked, the first half as a sub-game priced from its own model. For the API tests
// of the bet builder and duels, through the scripted feed.

export interface ModelledGame {
  fixture: Fixture;
  markets: Markets;
  model: GameModel;
}

export interface ModelledFootball extends ModelledGame {
  firstHalf?: ModelledGame;
}

export interface ModelledOptions {
  rates: { home: number; away: number };
  rho?: number;
  live?: FootballLiveState;
  startsInSeconds?: number;
  firstHalf?: boolean;
}

const HALF_SHARE = 0.45;

function firstHalfPricing(match: FootballPricingInput): FootballPricingInput {
  const live = match.live;
  return {
    rates: { home: match.rates.home * HALF_SHARE, away: match.rates.away * HALF_SHARE },
    ...(match.rho === undefined ? {} : { rho: match.rho }),
    options: { firstHalfShare: 0.5 },
    ...(live ? { live: { clock: { minute: live.clock.minute, matchMinutes: 45 }, score: live.score, ...(live.redCards ? { redCards: live.redCards } : {}) } } : {}),
  };
}

/** Game `id` (and its first half as game `id + 1`) priced from the model the options give. */
export function modelledFootball(id: number, options: ModelledOptions): ModelledFootball {
  const base = footballGame(id, { live: options.live !== undefined, ...(options.startsInSeconds === undefined ? {} : { startsInSeconds: options.startsInSeconds }) });
  const pricing: FootballPricingInput = { rates: options.rates, rho: options.rho ?? -0.13, ...(options.live ? { live: options.live } : {}) };
  const model: GameModel = { model: 'football', book: 'full', pricing };
  const game: ModelledFootball = { fixture: base.fixture, markets: buildMarkets(model, marginFor(undefined)), model };
  if (!options.firstHalf) return game;
  const half: GameModel = { model: 'football', book: 'half', pricing: firstHalfPricing(pricing) };
  const fixture: Fixture = { ...base.fixture, id: id + 1, constId: base.fixture.constId + 1, parentId: id, periodName: { en: '1st half', ru: '1-й тайм' } };
  return { ...game, firstHalf: { fixture, markets: buildMarkets(half, marginFor(undefined)), model: half } };
}

/** Puts the game (and its first half) in the scripted feed with their models. */
export function offerModelled(t: ScriptedApp, game: ModelledFootball): void {
  for (const part of [game, ...(game.firstHalf ? [game.firstHalf] : [])]) {
    t.feed.fixture(part.fixture);
    t.feed.prices(part.fixture.id, part.markets, part.model);
  }
}

/** New prices from a new model (the game's strengths or clock moved). */
export function reprice(t: ScriptedApp, part: ModelledGame, pricing: FootballPricingInput): ModelledGame {
  if (part.model.model !== 'football') throw new Error('a football game is repriced with a football model');
  const model: GameModel = { ...part.model, pricing };
  const moved = { ...part, model, markets: buildMarkets(model, marginFor(undefined)) };
  t.feed.prices(part.fixture.id, moved.markets, model);
  return moved;
}
