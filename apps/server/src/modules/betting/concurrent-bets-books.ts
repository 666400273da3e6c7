import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { betLegs, bets, feedResults } from '@stavka/db/schema';
import { auditBets, moneyAfter } from '../../testing/bet-audit';
import type { FinalResult } from '../../testing/bet-oracle';
import type { CouponLeg, DeployedPlayer, Deployment } from '../../testing/betting-deployment';
import { accountsOf } from '../../testing/settlement-kit';
import { verifyLedger } from '../wallet/service';

// The books of concurrent-bets.property.test.ts: what every request was answered, checked against
// what the database kept once the run's games are over and settled.

export interface PlacedAnswer {
  Success: boolean;
  ErrorCode: number;
  Error: string;
  Value: { Id: number; betGUID: string; Dt: string; Coupon: Record<string, unknown> };
}

/** One bet a player asked for (its body sent once or more, unchanged), and every answer. */
export interface BetAttempt {
  player: DeployedPlayer;
  body: Record<string, unknown>;
  legs: CouponLeg[];
  k: number;
  answers: PlacedAnswer[];
}

export interface Books {
  attempts: readonly BetAttempt[];
  players: readonly DeployedPlayer[];
  /** Each player's funding, whole roubles. */
  funds: readonly number[];
  finals: ReadonlyMap<number, FinalResult>;
}

const dbOf = (deployment: Deployment) => {
  const db = deployment.apps[0]?.database.db;
  if (!db) throw new Error('a deployment without a process');
  return db;
};

export async function checkBooks(deployment: Deployment, books: Books): Promise<void> {
  const db = dbOf(deployment);
  expect(await verifyLedger(db)).toBeUndefined();

  const acknowledged: number[] = [];
  for (const attempt of books.attempts) {
    const placed = attempt.answers.filter((answer) => answer.Success);
    for (const refused of attempt.answers.filter((answer) => !answer.Success)) expect(refused.ErrorCode, refused.Error).toBeGreaterThan(0);
    const [first, ...again] = placed;
    // A repeated betGuid is answered with the first bet: its number, key, time, kind and legs at
    // the coefficients taken. (Its stake and potential payout are shown as they are now: a partial
    // sale in between changes them.)
    for (const answer of again) expect(identityOf(answer)).toEqual(identityOf(first));
    const stored = await db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.userId, attempt.player.id), eq(bets.betGuid, String(attempt.body.betGUID))));
    // One bet per key, the one answered; a key only ever refused left nothing.
    expect(stored.map((row) => row.id)).toEqual(first ? [first.Value.Id] : []);
    if (first) acknowledged.push(first.Value.Id);
  }

  const audit = await auditBets(db, acknowledged, books.finals);
  expect(audit.problems).toEqual([]);

  for (const [p, player] of books.players.entries()) {
    const funded = BigInt(books.funds[p] ?? 0) * 100n;
    const expected = moneyAfter(
      funded,
      audit.bets.filter((b) => b.bet.userId === player.id),
    );
    const agent = player.via[0];
    if (!agent) throw new Error('a player without a client');
    const accounts = await accountsOf(agent);
    const total = Object.values(accounts).reduce((sum, text) => sum + minorOf(text), 0n);
    expect({ player: player.id, money: total }).toEqual({ player: player.id, money: expected });
  }
}

function identityOf(answer: PlacedAnswer | undefined) {
  const coupon = answer?.Value.Coupon ?? {};
  return { id: answer?.Value.Id, guid: answer?.Value.betGUID, at: answer?.Value.Dt, vid: coupon.Vid, k: coupon.expressNum, coef: coupon.Coef, events: coupon.Events };
}

/** Whether any of the bets is still waiting or open. */
export async function anyOpen(deployment: Deployment, betIds: readonly number[]): Promise<boolean> {
  if (betIds.length === 0) return false;
  const open = await dbOf(deployment)
    .select({ id: bets.id })
    .from(bets)
    .where(and(inArray(bets.id, [...betIds]), inArray(bets.status, ['waiting', 'accepted'])))
    .limit(1);
  return open.length > 0;
}

/**
 * Whether the feed's store holds each game's final result, and every leg of the bets (not sold)
 * was decided on its latest revision: then no correction is left to settle.
 */
export async function resultsSettled(deployment: Deployment, betIds: readonly number[], finals: ReadonlyMap<number, FinalResult>): Promise<boolean> {
  if (betIds.length === 0) return true;
  const db = dbOf(deployment);
  const legs = await db
    .select({ gameId: betLegs.gameId, revision: betLegs.resultRevision, status: bets.status })
    .from(betLegs)
    .innerJoin(bets, eq(bets.id, betLegs.betId))
    .where(inArray(betLegs.betId, [...betIds]));
  const games = [...new Set(legs.map((leg) => leg.gameId))];
  const stored = games.length === 0 ? [] : await db.select().from(feedResults).where(inArray(feedResults.gameId, games));
  for (const gameId of games) {
    const row = stored.find((r) => r.gameId === gameId);
    const final = finals.get(gameId);
    if (!row || !final || row.cancelled !== final.cancelled) return false;
    const score = (row.state as { score: [number, number] }).score;
    if (!final.cancelled && (score[0] !== final.score[0] || score[1] !== final.score[1])) return false;
  }
  return legs.every((leg) => leg.status === 'cashed_out' || leg.revision === stored.find((r) => r.gameId === leg.gameId)?.revision);
}

/** Decimal text ("-200.00") in minor units of a 2-digit currency. */
function minorOf(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', cents = ''] = text.replace('-', '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}
