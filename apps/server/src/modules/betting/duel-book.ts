import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '@stavka/db/client';
import { regulationScore } from '@stavka/domain/betting/finished-game';
import { duelBook } from '@stavka/domain/pricing/duel';
import { remainingScoreMatrix } from '@stavka/domain/pricing/football-book';
import { MIN_PRICE, marginForCode, type MarginSpec } from '@stavka/domain/pricing/margin';
import type { FairMarket } from '@stavka/domain/pricing/market';
import { priceMarket } from '@stavka/domain/pricing/price-market';
import { NIL_NIL, teamGoalsDistribution } from '@stavka/domain/pricing/score-distributions';
import type { EventBus } from '../../bus/event-bus';
import type { Feed, Game, GameEntry, GameModel, GameResult, Market, Quote, QuoteRequest, SyntheticGames } from '../feed/service';
import { finishedGameOf } from './finished-game-of';
import { DUEL_ID_FLOOR, duelsToKnow, findOrCreateDuel, type DuelSides } from './duel-repo';

// Duels as games (decision 0026): team A of one pre-match football game against team B of another,
// on the goals each scores in its own game at regulation time. The feed answers for their ids
// through this book (feed/service.ts SyntheticGames), so the slip, UpdateCoupon, MakeBetWeb and
// settlement treat a duel as any game: its markets priced from both games' models (the product of
// the two teams' goal distributions, pricing/duel.ts) with the deployment's margin as every feed
// price, open until the first of the two starts, and its result — A's goals : B's goals — once both
// have finished (called off when either is).
//
// Every process knows the duels made in the last weeks and those with bets still open (loaded at
// start), and hears of new ones on the bus (`betting.duel`).

export const DUEL_SUBJECT = 'betting.duel';
const KNOWN_DAYS = 14;
const PROVIDER = 'duels';

const definitionSchema = z.object({
  id: z.number().int().positive(),
  game1Id: z.number().int().positive(),
  side1: z.union([z.literal(1), z.literal(2)]),
  game2Id: z.number().int().positive(),
  side2: z.union([z.literal(1), z.literal(2)]),
});
export type DuelDefinition = z.infer<typeof definitionSchema>;

const named = (en: string, ru: string) => ({ en, ru });

export interface DuelBookDeps {
  feed: Feed;
  db: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The margin every feed price carries (the trading simulator's). */
  margin?: MarginSpec;
}

export class DuelBook implements SyntheticGames {
  private readonly definitions = new Map<number, DuelDefinition>();
  private readonly built = new Map<number, { key: string; entry: GameEntry }>();
  private readonly margin: MarginSpec;
  private stopListening: (() => void) | undefined;

  constructor(private readonly deps: DuelBookDeps) {
    this.margin = deps.margin ?? marginForCode(undefined);
  }

  /** Learns the duels made lately or still bet on, and listens for new ones. */
  async start(now: Date): Promise<void> {
    this.stopListening = this.deps.bus.subscribe(DUEL_SUBJECT, (event) => {
      const read = definitionSchema.safeParse(event);
      if (read.success) this.definitions.set(read.data.id, read.data);
      else this.deps.log.warn({ event }, 'betting: a duel notice that is not one');
    });
    for (const row of await duelsToKnow(this.deps.db, new Date(now.getTime() - KNOWN_DAYS * 86_400_000))) this.know(row);
  }

  stop(): void {
    this.stopListening?.();
  }

  /** The duel of these sides, made now or before; every process hears of it. */
  async build(sides: DuelSides): Promise<DuelDefinition> {
    const definition = this.know(await findOrCreateDuel(this.deps.db, sides));
    this.deps.bus.publish(DUEL_SUBJECT, definition);
    return definition;
  }

  owns(gameId: number): boolean {
    return gameId > DUEL_ID_FLOOR;
  }

  findGame(gameId: number): GameEntry | undefined {
    const duel = this.definitions.get(gameId);
    if (!duel) return undefined;
    const a = this.deps.feed.findGame(duel.game1Id);
    const b = this.deps.feed.findGame(duel.game2Id);
    if (!a || !b) return undefined;
    const result = this.result(gameId) ?? null;
    const open = result === null && this.takesBets(a) && this.takesBets(b);
    const key = `${a.version}:${b.version}:${result?.revision ?? -1}:${open}`;
    const cached = this.built.get(gameId);
    if (cached?.key === key) return cached.entry;
    const entry: GameEntry = {
      game: this.game(duel, a, b, result, open),
      providerId: PROVIDER,
      seq: 0,
      version: a.version + b.version,
      keySuspendedUntil: null,
      result,
      chrono: [],
      listedUntil: null,
    };
    this.built.set(gameId, { key, entry });
    return entry;
  }

  quote(selection: QuoteRequest): Quote | undefined {
    const entry = this.findGame(selection.gameId);
    if (!entry) return undefined;
    const line = selection.param ?? 0;
    for (const market of entry.game.markets) {
      if (selection.group !== undefined && market.group !== selection.group) continue;
      const outcome = market.outcomes.find((o) => o.type === selection.type && (o.param ?? market.param ?? 0) === line);
      if (!outcome) continue;
      const status = entry.result ? (entry.result.cancelled ? 4 : 2) : market.status;
      const { game } = entry;
      const param = outcome.param ?? market.param;
      return { gameId: game.id, constId: game.constId, kind: 3, group: market.group, type: outcome.type, param, price: outcome.price, status, blocked: status !== 1 || outcome.blocked, start: game.start };
    }
    return undefined;
  }

  /** A's goals : B's goals once both games are over; called off when either is. */
  result(gameId: number): GameResult | undefined {
    const duel = this.definitions.get(gameId);
    if (!duel) return undefined;
    const a = this.deps.feed.result(duel.game1Id);
    const b = this.deps.feed.result(duel.game2Id);
    if (!a || !b) return undefined;
    const cancelled = a.cancelled || b.cancelled;
    const score: [number, number] = cancelled ? [0, 0] : [goalsOf(a, duel.side1), goalsOf(b, duel.side2)];
    return {
      gameId,
      finishedAt: Math.max(a.finishedAt, b.finishedAt),
      state: { score, periods: [], currentPeriod: 0, currentPeriodName: named('Match finished', 'Игра завершена'), elapsedSeconds: 0, stats: {}, finished: true },
      cancelled,
      revision: (a.revision ?? 0) + (b.revision ?? 0),
    };
  }

  /** The duels that take a side of this game. */
  dependents(gameId: number): number[] {
    const ids: number[] = [];
    for (const duel of this.definitions.values()) if (duel.game1Id === gameId || duel.game2Id === gameId) ids.push(duel.id);
    return ids;
  }

  private know(row: { id: number; game1Id: number; side1: number; game2Id: number; side2: number }): DuelDefinition {
    const definition = definitionSchema.parse({ id: row.id, game1Id: row.game1Id, side1: row.side1, game2Id: row.game2Id, side2: row.side2 });
    this.definitions.set(definition.id, definition);
    return definition;
  }

  /** A side's game still takes pre-match bets: on the line, not started, its 1X2 open. */
  private takesBets(entry: GameEntry): boolean {
    const quote = this.deps.feed.quote({ gameId: entry.game.id, group: 1, type: 1 });
    return entry.game.kind === 3 && entry.game.start * 1000 > this.deps.feed.clock.now() && quote !== undefined && !quote.blocked;
  }

  private game(duel: DuelDefinition, a: GameEntry, b: GameEntry, result: GameResult | null, open: boolean): Game {
    const team = (entry: GameEntry, side: 1 | 2) => (side === 1 ? entry.game.team1 : (entry.game.team2 ?? entry.game.team1));
    const priced = duelMarkets(this.deps.feed.model(a.game.id), duel.side1, this.deps.feed.model(b.game.id), duel.side2, this.margin);
    const status = result ? (result.cancelled ? 4 : 2) : open ? 1 : 3;
    return {
      id: duel.id,
      constId: duel.id,
      number: duel.id % 100_000,
      sportId: a.game.sportId,
      champId: a.game.champId,
      kind: 3,
      start: Math.min(a.game.start, b.game.start),
      team1: team(a, duel.side1),
      team2: team(b, duel.side2),
      parentId: null,
      info: {},
      state: result?.state ?? { score: [0, 0], periods: [], currentPeriod: 0, currentPeriodName: named('Not started', 'Не начался'), elapsedSeconds: 0, stats: {}, finished: false },
      markets: priced.map((m) => (status === 1 ? m : { ...m, status, outcomes: m.outcomes.map((o) => ({ ...o, blocked: true })) })),
      updatedAt: Math.max(a.game.updatedAt, b.game.updatedAt),
      suspendedUntil: null,
    };
  }
}

/** A side's goals at regulation time (duels are on football games). */
function goalsOf(result: GameResult, side: 1 | 2): number {
  const finished = finishedGameOf(1, result);
  const score = (finished && regulationScore(finished)) ?? { home: result.state.score[0], away: result.state.score[1] };
  return side === 1 ? score.home : score.away;
}

/** The duel's markets from the two games' models; none while either has no football model. */
export function duelMarkets(modelA: GameModel | undefined, sideA: 1 | 2, modelB: GameModel | undefined, sideB: 1 | 2, margin: MarginSpec): Market[] {
  if (modelA?.model !== 'football' || modelA.book !== 'full' || modelB?.model !== 'football' || modelB.book !== 'full') return [];
  const goals = (model: typeof modelA, side: 1 | 2) => {
    const { matrix } = remainingScoreMatrix(model.pricing);
    return teamGoalsDistribution(matrix, side === 1 ? 'home' : 'away', model.pricing.live?.score ?? NIL_NIL);
  };
  const book = duelBook(goals(modelA, sideA), goals(modelB, sideB));
  const markets = book.markets.map((fair) => ({ fair, market: toMarket(fair, margin) })).filter(({ market }) => market.outcomes.every((o) => o.price > MIN_PRICE));
  const mains = new Map<number, FairMarket>();
  for (const { fair } of markets) {
    const best = mains.get(fair.group);
    if (!best || spread(fair) < spread(best)) mains.set(fair.group, fair);
  }
  return markets.map(({ fair, market }) => ({ ...market, main: mains.get(fair.group) === fair }));
}

function toMarket(fair: FairMarket, margin: MarginSpec): Market {
  const priced = priceMarket(fair, margin);
  return {
    group: fair.group,
    ...(fair.line === undefined ? {} : { param: fair.line }),
    main: false,
    status: 1,
    outcomes: priced.map((o) => ({ type: o.type, price: o.price, blocked: false, ...(o.param === undefined ? {} : { param: o.param }) })),
  };
}

/** How far a line is from even (the main line of a ladder is the most even). */
function spread(market: FairMarket): number {
  const ps = market.outcomes.map((o) => o.probability / market.sum);
  return Math.max(...ps) - Math.min(...ps);
}
