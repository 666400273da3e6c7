import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { feedResults } from '@stavka/db/schema';
import type { FinalResult, Pick } from '../../testing/bet-oracle';
import { couponBody, deployedPlayer, startDeployment, type DeployedPlayer, type Deployment } from '../../testing/betting-deployment';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { AppError } from '../../http/app-error';
import { correctResult } from '../feed/service';
import { offerOf, sell } from './cash-out-test-kit';
import { anyOpen, checkBooks, resultsSettled, type BetAttempt } from './concurrent-bets-books';

// Random concurrent betting against the real ledger (issue 12 "Tests that must exist"): players
// place singles, expresses and systems, send the same betGuid again (often while the first is still
// in flight), sell bets whole or in part, while games finish, their results are sent again with
// other facts by the feed or corrected by an operator, prices move and the betting workers of two
// server processes run — all in batches of up to eight requests at once, to either process. On
// PostgreSQL that is two apps on one database, 20 connections. Afterwards (concurrent-bets-books.ts):
// the ledger's invariants hold; every bet holds its stake once and is paid at most once per
// settlement version, with only its last version's payout standing; each bet settled as its final
// result says, worked out apart from the server; a repeated betGuid was answered with the first
// bet; a refused one left nothing; and each player's money is the funding less the stakes plus
// what came back.

const GAMES = 5;
const PLAYERS = 3;
const picks: Pick[] = [{ type: 1 }, { type: 2 }, { type: 3 }, { type: 9 }, { type: 10 }];

type Command =
  | { kind: 'bet'; player: number; via: number; legs: { game: number; pick: number }[]; k: number; extra: number }
  | { kind: 'retry'; of: number; via: number }
  | { kind: 'sell'; of: number; via: number; share: number }
  | { kind: 'move'; game: number; prices: [number, number, number] }
  | { kind: 'result'; game: number; final: FinalResult }
  | { kind: 'resend'; game: number; final: FinalResult }
  | { kind: 'correct'; game: number; final: FinalResult }
  | { kind: 'workers'; via: number };

const final = fc.record({ score: fc.tuple(fc.nat(4), fc.nat(4)), cancelled: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) });
const game = fc.nat(GAMES - 1);
const via = fc.nat(1);
const price = fc.integer({ min: 1_200, max: 6_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      player: fc.nat(PLAYERS - 1),
      via,
      legs: fc.uniqueArray(fc.record({ game, pick: fc.nat(picks.length - 1) }), { selector: (leg) => leg.game, minLength: 1, maxLength: 4 }),
      k: fc.nat(),
      extra: fc.integer({ min: 0, max: 60 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const), of: fc.nat(), via }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sell' as const), of: fc.nat(), via, share: fc.double({ min: 0.1, max: 1.2, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), game, prices: fc.tuple(price, price, price) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('result' as const), game, final }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resend' as const), game, final }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correct' as const), game, final }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('workers' as const), via }) },
);
const scenario = fc.record({
  funds: fc.array(fc.integer({ min: 40, max: 400 }), { minLength: PLAYERS, maxLength: PLAYERS }),
  batches: fc.array(fc.array(command, { minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 6 }),
  finals: fc.array(final, { minLength: GAMES, maxLength: GAMES }),
});

// Below 214 748 364: the scripted fixtures' team ids (id × 10 + 2) must fit the feed store's integer columns.
let nextGameId = 94_000_000;

describe.each(await moneyTestDatabaseKinds())('concurrent bets, retries, settlements, corrections and sales on %s', (kind) => {
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await startDeployment(kind);
  });
  afterAll(() => deployment.close());

  it('holds each stake once, pays each bet at most once per version as its final result says, answers a repeated betGuid with the first bet, and the ledger verifies', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ funds, batches, finals }) => {
        const games = Array.from({ length: GAMES }, () => (nextGameId += 10));
        for (const id of games) deployment.offer(id);
        const players: DeployedPlayer[] = [];
        for (const roubles of funds) players.push(await deployedPlayer(deployment, `${roubles}.00`));
        const world = new World(deployment, games, players);
        for (const batch of batches) await Promise.all(batch.map((c) => world.run(c)));
        // Every game ends; the workers of both processes settle what is left.
        for (const [g, gameId] of games.entries()) if (!world.finals.has(gameId)) world.sendResult(gameId, finals[g] ?? { score: [0, 0], cancelled: false });
        await world.settleEverything();
        await checkBooks(deployment, { attempts: world.attempts, players, funds, finals: world.finals });
      }),
      { numRuns: kind === 'postgres' ? 50 : 20 },
    );
  }, 600_000);
});

/** One run's games, players and what was asked of the server, with what it answered. */
class World {
  readonly attempts: BetAttempt[] = [];
  /** What each game's result is in the end: the feed's last word, unless an operator corrected it. */
  readonly finals = new Map<number, FinalResult>();
  private readonly corrected = new Set<number>();

  constructor(
    private readonly deployment: Deployment,
    private readonly games: readonly number[],
    private readonly players: readonly DeployedPlayer[],
  ) {}

  async run(c: Command): Promise<void> {
    const gameId = 'game' in c ? (this.games[c.game] ?? 0) : 0;
    switch (c.kind) {
      case 'bet':
        return this.bet(c);
      case 'retry': {
        const attempt = this.attempts[c.of % Math.max(1, this.attempts.length)];
        return attempt ? this.send(attempt, c.via) : undefined;
      }
      case 'sell':
        return this.sell(c);
      case 'move':
        if (!this.finals.has(gameId)) this.deployment.offer(gameId, c.prices);
        return;
      case 'result':
        if (!this.finals.has(gameId)) this.sendResult(gameId, c.final);
        return;
      case 'resend':
        // The feed sends a finished game's result again with other facts: its correction.
        if (this.finals.has(gameId)) this.sendResult(gameId, c.final);
        return;
      case 'correct':
        return this.correct(gameId, c.final);
      case 'workers':
        return this.deployment.apps[c.via % this.deployment.apps.length]?.app.betting.runOnce();
    }
  }

  sendResult(gameId: number, final: FinalResult): void {
    this.deployment.result(gameId, final);
    if (!this.corrected.has(gameId)) this.finals.set(gameId, final);
  }

  private async bet(c: Extract<Command, { kind: 'bet' }>): Promise<void> {
    const player = this.players[c.player];
    if (!player) return;
    const legs = c.legs.map((leg) => ({ gameId: this.games[leg.game] ?? 0, pick: picks[leg.pick] ?? { type: 1 } }));
    const n = legs.length;
    // A single, an express, or a system "k of n" (2 ≤ k < n, n ≥ 3).
    const k = n < 3 || c.k % 2 === 0 ? n : 2 + (c.k % (n - 2));
    const combinations = n < 3 || k === n ? 1 : binomial(n, k);
    const attempt: BetAttempt = { player, body: couponBody(legs, k, 10 * combinations + c.extra), legs, k, answers: [] };
    this.attempts.push(attempt);
    await this.send(attempt, c.via);
  }

  private async send(attempt: BetAttempt, via: number): Promise<void> {
    const agent = attempt.player.via[via % attempt.player.via.length];
    if (!agent) return;
    const res = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', attempt.body);
    if (res.statusCode >= 500) throw new Error(`MakeBetWeb answered ${res.statusCode}: ${res.body}`);
    attempt.answers.push(res.json());
  }

  private async sell(c: Extract<Command, { kind: 'sell' }>): Promise<void> {
    const placed = this.attempts.filter((a) => a.answers.some((answer) => answer.Success));
    const attempt = placed[c.of % Math.max(1, placed.length)];
    const betId = attempt?.answers.find((answer) => answer.Success)?.Value.Id;
    const agent = attempt?.player.via[c.via % attempt.player.via.length];
    if (betId === undefined || !agent) return;
    const offer = await offerOf(agent, betId);
    if (!offer.Available || offer.SummExact === null) return;
    const whole = BigInt(offer.SummExact.replace('.', ''));
    const part = (whole * BigInt(Math.round(c.share * 100))) / 100n;
    const body = { SaleBetId: betId, SeenSumm: offer.SummExact, ...(c.share >= 1 || part < 1n ? {} : { Summ: `${part / 100n}.${(part % 100n).toString().padStart(2, '0')}` }) };
    const res = await sell(agent, body);
    if (res.statusCode >= 500) throw new Error(`SaleBet answered ${res.statusCode}: ${res.body}`);
  }

  /** An operator's correction of a recorded result (the feed's store writes it within a second). */
  private async correct(gameId: number, final: FinalResult): Promise<void> {
    if (!this.finals.has(gameId)) return;
    const [first] = this.deployment.apps;
    if (!first) return;
    const db = first.database.db;
    for (let waited = 0; waited <= 10_000; waited += 100) {
      const [row] = await db.select({ id: feedResults.gameId }).from(feedResults).where(eq(feedResults.gameId, gameId));
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      await correctResult(db, first.app.outbox, { gameId, operator: 'test', reason: 'Reviewed', score: final.score, periods: [final.score, [0, 0]], cancelled: final.cancelled });
    } catch (error) {
      // The recorded result already says that: the operator is told so, and nothing changes.
      if (error instanceof AppError && error.id === 'conflict') return;
      throw error;
    }
    this.corrected.add(gameId);
    this.finals.set(gameId, final);
  }

  /** Passes of every process's workers until no bet of this run is open (a minute at most). */
  async settleEverything(): Promise<void> {
    const placed = this.attempts.flatMap((a) => a.answers.filter((answer) => answer.Success).map((answer) => answer.Value.Id));
    for (let pass = 0; pass < 120; pass++) {
      for (const t of this.deployment.apps) {
        await t.app.betting.runOnce();
        await t.app.betting.runOnce();
        await t.app.outbox.drain();
      }
      if (!(await anyOpen(this.deployment, placed)) && (await resultsSettled(this.deployment, placed, this.finals))) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}
