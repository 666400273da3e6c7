import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import type { Database } from '@stavka/db/client';
import { bets, users, type BetStatus } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { createOutbox } from '../modules/outbox/service';
import { createWallet, loadCurrencies } from '../modules/wallet/service';
import type { Pick as Selection } from './bet-oracle';
import { couponBody, type CouponLeg } from './betting-deployment';
import type { HttpPlayer } from './http-player';
import { untilAnswered, type Attempts } from './payment-flow';
import { pause } from './server-process';

// One bettor of a burst against the real server process (the crash test and the betting fault
// benchmark kill it along the way): random singles, expresses and systems on the games open now,
// and one time in ten the same betGuid again — as a careful client does, a request that gets no
// answer is sent again, unchanged, until one comes. The bettor keeps its own books: every bet it
// was told of, every refusal, and whether a repeated key was answered with the first bet.

export const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';

const picks: Selection[] = [{ type: 1 }, { type: 2 }, { type: 3 }, { type: 9 }, { type: 10 }];

export interface PlacedBet {
  guid: string;
  id: number;
  /** Roubles, as sent. */
  roubles: number;
}

export interface BettorBooks {
  /** Bets the server acknowledged (accepted, or waiting for a live bet's delay), by key. */
  placed: Map<string, PlacedBet>;
  /** Keys the server refused (4xx, family envelope), with the code. */
  refused: Map<string, number>;
  /** Repeats of a key answered with its first bet. */
  repeatsKept: number;
  /** Repeats of a key answered with another bet, or refused: a key that placed twice or forgot. */
  repeatsWrong: number;
  /** Requests cut by a kill (sent, then the connection died) and sent again. */
  cut: number;
  latencies: number[];
}

export interface BurstHooks {
  /** Takes one bet from the shared budget; false when none is left. */
  take(): boolean;
  /** The games taking bets now. */
  openGames(): readonly number[];
  /** Whether a game is live (its bets wait the brand's delay). */
  isLive(gameId: number): boolean;
  onAcknowledged(): void;
}

interface Answer {
  Success: boolean;
  ErrorCode: number;
  Value: { Id: number };
}

/** A small seeded generator, so that runs draw the same bets. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runBettor(player: HttpPlayer, index: number, hooks: BurstHooks): Promise<BettorBooks> {
  const next = seeded(index + 1);
  const books: BettorBooks = { placed: new Map(), refused: new Map(), repeatsKept: 0, repeatsWrong: 0, cut: 0, latencies: [] };
  const bodies: Record<string, unknown>[] = [];
  const send = async (body: Record<string, unknown>): Promise<{ status: number; answer: Answer }> => {
    const attempts: Attempts = { retried: false, cut: false };
    const started = performance.now();
    const res = await untilAnswered(() => player.postJson(MAKE_BET, body), attempts, `bet ${String(body.betGUID)}`);
    books.latencies.push(performance.now() - started);
    if (attempts.cut) books.cut++;
    return { status: res.status, answer: JSON.parse(res.body) as Answer };
  };

  while (hooks.take()) {
    const earlier = bodies[Math.floor(next() * bodies.length)];
    if (earlier && next() < 0.1) {
      const guid = String(earlier.betGUID);
      const { answer } = await send(earlier);
      if (answer.Success && answer.Value.Id === books.placed.get(guid)?.id) books.repeatsKept++;
      else books.repeatsWrong++;
      hooks.onAcknowledged();
      continue;
    }
    const body = randomCoupon(next, hooks);
    if (!body) continue;
    const guid = String(body.betGUID);
    const { status, answer } = await send(body);
    hooks.onAcknowledged();
    if (status === 200 && answer.Success) {
      books.placed.set(guid, { guid, id: answer.Value.Id, roubles: Number(body.Summ) });
      bodies.push(body);
    } else if (status >= 400 && status < 500) books.refused.set(guid, answer.ErrorCode);
    else throw new Error(`MakeBetWeb answered ${status}: ${JSON.stringify(answer)}`);
  }
  return books;
}

/** A single (half the time), an express or a "k of n" system on the open games, 10–100 roubles a combination. */
function randomCoupon(next: () => number, games: Pick<BurstHooks, 'openGames' | 'isLive'>): Record<string, unknown> | undefined {
  const open = games.openGames();
  if (open.length === 0) return undefined;
  const wanted = next() < 0.5 ? 1 : 2 + Math.floor(next() * 3);
  const pool = [...open];
  const legs: CouponLeg[] = [];
  while (legs.length < wanted && pool.length > 0) {
    const [gameId] = pool.splice(Math.floor(next() * pool.length), 1);
    if (gameId === undefined) break;
    legs.push({ gameId, pick: picks[Math.floor(next() * picks.length)] ?? { type: 1 }, live: games.isLive(gameId) });
  }
  const n = legs.length;
  const k = n >= 3 && next() < 0.4 ? 2 : n;
  const combinations = k === n ? 1 : (n * (n - 1)) / 2;
  return couponBody(legs, k, combinations * (10 + Math.floor(next() * 91)));
}

/** Credits each player's money account with `amount` as an operator would (the wallet on the same database). */
export async function fundPlayers(db: Database, userIds: readonly number[], amount: bigint): Promise<void> {
  const log = pino({ level: 'silent' });
  const currencies = await loadCurrencies(db, log);
  try {
    const wallet = createWallet({ db, outbox: createOutbox({ db, log }), currencies, log, now: () => new Date() });
    for (const id of userIds) {
      const [user] = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, id));
      if (!user) throw new Error(`player ${id} is not in the database`);
      await runInTransaction(db, async (uow) => {
        const account = await wallet.activeAccountOf(uow, { id, siteId: user.siteId, currencyCode: 'RUB' });
        await wallet.adjust(uow, { accountId: account.id, amount, operator: 'test', reason: 'funding', key: randomUUID() });
      });
    }
  } finally {
    currencies.stop();
  }
}

/** Waits until none of the players' bets is in one of `statuses`. */
export async function waitForBets(db: Database, userIds: readonly number[], statuses: readonly BetStatus[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [left] = await db
      .select({ n: count() })
      .from(bets)
      .where(and(inArray(bets.userId, [...userIds]), inArray(bets.status, [...statuses])));
    if (!left?.n) return;
    if (Date.now() > deadline) throw new Error(`${left.n} bets are still ${statuses.join(' or ')} after ${timeoutMs / 1000} s`);
    await pause(250);
  }
}
