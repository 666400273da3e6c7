import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { accountsOf, betOf, finished, fundedPlayer, offerGame, placeSingle, sendResult, settleNow } from '../../testing/settlement-kit';
import { correctResult } from '../feed/service';
import { verifyLedger } from '../wallet/service';

// A corrected result settles every bet on the game again (DESIGN §4, issue 12 "Settlement"): the
// previous version's payout reversed through the ledger, the stake refunded or charged again, the
// new return paid, each version kept with its reason for the player; what the player no longer has
// becomes a debt on their credit account, repaid first from their next win. Settling again changes
// nothing, and a version pays at most once.

// Team ids are ten times the game id: they must fit the feed store's integer columns.
let gameIds = 91_000_000;
const nextGame = () => (gameIds += 10);
const HALVES_2_1: [[number, number], [number, number]] = [
  [1, 0],
  [1, 1],
];
const HALVES_1_1: [[number, number], [number, number]] = [
  [1, 0],
  [0, 1],
];

describe.each(await moneyTestDatabaseKinds())('resettlement on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  /** The game's score on the results pages (wire-format §1.8), around the time the kit's results finish. */
  async function resultScore(gameId: number): Promise<string | undefined> {
    const finishedAt = Math.floor(SCRIPT_START_MS / 1000) + 7200;
    const res = await t.app.inject({ method: 'GET', url: `/service-api/result/web/api/v3/games?dateFrom=${finishedAt - 3600}&dateTo=${finishedAt + 3600}`, headers: { host: 'localhost' } });
    return res.json<{ items?: { id: number; score: string }[] }>().items?.find((item) => item.id === gameId)?.score;
  }

  const correct = (gameId: number, change: Omit<Parameters<typeof correctResult>[2], 'gameId' | 'operator' | 'reason'>, reason = 'The second goal was offside') =>
    correctResult(t.database.db, t.app.outbox, { gameId, operator: 'test', reason, ...change });

  it('settles a won single again as lost when its result is corrected, then as won again, each version once', async () => {
    const gameId = nextGame();
    offerGame(t, gameId);
    const { agent } = await fundedPlayer(t, 100_000n);
    const betId = await placeSingle(agent, { GameId: gameId, Type: 1 }, 100);
    await sendResult(t, gameId, finished([2, 1], HALVES_2_1));
    await settleNow(t);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'won', payoutExact: '210.00' });
    expect((await accountsOf(agent)).cash).toBe('1110.00');

    await correct(gameId, { score: [1, 1], periods: HALVES_1_1 });
    await settleNow(t);
    // The process took the stored correction into its live state: the results show 1:1.
    expect(await resultScore(gameId)).toBe('1:1 (1:0,0:1)');
    const lost = await betOf(agent, betId);
    expect(lost).toMatchObject({ status: 'lost', payoutExact: '0.00', legs: [{ result: 'lose', explanation: 'Итоговый счёт 1:1 (исправлен: The second goal was offside): проигрыш' }] });
    expect(lost.settlements).toEqual([
      expect.objectContaining({ version: 1, status: 'won', payoutExact: '210.00', reason: 'Settled on the results' }),
      expect.objectContaining({ version: 2, status: 'lost', payoutExact: '0.00', reason: `Settled again: the result of game ${gameId} was corrected: The second goal was offside` }),
    ]);
    expect((await accountsOf(agent)).cash).toBe('900.00');

    // Settling again, by the worker or directly, changes nothing.
    await settleNow(t);
    await settleNow(t);
    expect((await betOf(agent, betId)).settlements).toHaveLength(2);
    expect((await accountsOf(agent)).cash).toBe('900.00');

    await correct(gameId, { score: [2, 1], periods: HALVES_2_1 }, 'The goal stands after review');
    await settleNow(t);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'won', payoutExact: '210.00', settlements: [{ version: 1 }, { version: 2 }, { version: 3, status: 'won' }] });
    expect((await accountsOf(agent)).cash).toBe('1110.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('charges the stake again when a called-off game is corrected to played, and refunds it when a played one is called off', async () => {
    const [calledOff, played] = [nextGame(), nextGame()];
    offerGame(t, calledOff);
    offerGame(t, played);
    const { agent } = await fundedPlayer(t, 100_000n);
    const onCalledOff = await placeSingle(agent, { GameId: calledOff, Type: 3 }, 100);
    const onPlayed = await placeSingle(agent, { GameId: played, Type: 3 }, 100);
    await sendResult(t, calledOff, finished([0, 0], [[0, 0], [0, 0]]), true);
    await sendResult(t, played, finished([2, 1], HALVES_2_1));
    await settleNow(t);
    expect(await betOf(agent, onCalledOff)).toMatchObject({ status: 'returned', payoutExact: '100.00' });
    expect(await betOf(agent, onPlayed)).toMatchObject({ status: 'lost' });
    expect((await accountsOf(agent)).cash).toBe('900.00');

    await correct(calledOff, { cancelled: false }, 'The game was played after all');
    await correct(played, { cancelled: true }, 'Abandoned: the result does not stand');
    await settleNow(t);
    expect(await betOf(agent, onCalledOff)).toMatchObject({ status: 'lost', settlements: [{ status: 'returned' }, { status: 'lost' }] });
    expect(await betOf(agent, onPlayed)).toMatchObject({ status: 'returned', payoutExact: '100.00', legs: [{ result: 'void' }] });
    expect((await accountsOf(agent)).cash).toBe('900.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it("takes back winnings the player no longer has as a debt on the credit account, repaid first from the player's next win", async () => {
    const [first, second] = [nextGame(), nextGame()];
    offerGame(t, first);
    offerGame(t, second);
    const { agent } = await fundedPlayer(t, 10_000n);
    const won = await placeSingle(agent, { GameId: first, Type: 1 }, 100);
    await sendResult(t, first, finished([2, 1], HALVES_2_1));
    await settleNow(t);
    expect((await accountsOf(agent)).cash).toBe('210.00');
    // The winnings go on another bet: 200 held, 10 left.
    const next = await placeSingle(agent, { GameId: second, Type: 1 }, 200);
    expect((await accountsOf(agent)).cash).toBe('10.00');

    await correct(first, { score: [1, 1], periods: HALVES_1_1 });
    await settleNow(t);
    expect(await betOf(agent, won)).toMatchObject({ status: 'lost' });
    // 210 taken back: the 10 available and 200 lent from the credit account, a debt.
    expect(await accountsOf(agent)).toEqual({ cash: '0.00', credit: '-200.00' });
    expect(await verifyLedger(t.database.db)).toBeUndefined();

    await sendResult(t, second, finished([2, 1], HALVES_2_1));
    await settleNow(t);
    expect(await betOf(agent, next)).toMatchObject({ status: 'won', payoutExact: '420.00' });
    // The win repays the debt first: 420 − 200.
    expect(await accountsOf(agent)).toEqual({ cash: '220.00', credit: '0.00' });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('refuses to correct a result nobody recorded, and changes no bet', async () => {
    await expect(correct(1, { score: [1, 0] })).rejects.toMatchObject({ id: 'not_found' });
  });

  it('settles again a game whose bet failed to settle once, though a game corrected after it was settled since', async () => {
    const [first, later] = [nextGame(), nextGame()];
    offerGame(t, first);
    offerGame(t, later);
    const { agent } = await fundedPlayer(t, 100_000n);
    const [onFirst, onLater] = [await placeSingle(agent, { GameId: first, Type: 1 }, 100), await placeSingle(agent, { GameId: later, Type: 1 }, 100)];
    await sendResult(t, first, finished([2, 1], HALVES_2_1));
    await sendResult(t, later, finished([2, 1], HALVES_2_1));
    await settleNow(t);
    await correct(first, { score: [1, 1], periods: HALVES_1_1 });
    await correct(later, { score: [1, 1], periods: HALVES_1_1 });
    // The later correction is recorded a minute after the first (the last test of the suite: the
    // worker looks after it from now on); the first one's bet cannot be written for now.
    await t.database.db.execute(sql`update feed_results set recorded_at = now() + interval '1 minute' where game_id = ${later}`);
    await t.database.db.execute(sql.raw(`create function refuse_bet_${onFirst}() returns trigger language plpgsql as $$ begin raise exception 'bet ${onFirst} is locked for the test'; end $$`));
    await t.database.db.execute(sql.raw(`create trigger refuse_bet_${onFirst} before update on bets for each row when (old.id = ${onFirst}) execute function refuse_bet_${onFirst}()`));
    await settleNow(t);
    expect([(await betOf(agent, onFirst)).status, (await betOf(agent, onLater)).status]).toEqual(['won', 'lost']);
    await t.database.db.execute(sql.raw(`drop trigger refuse_bet_${onFirst} on bets`));
    await t.database.db.execute(sql.raw(`drop function refuse_bet_${onFirst}()`));
    await settleNow(t);
    expect(await betOf(agent, onFirst)).toMatchObject({ status: 'lost', settlements: [{ version: 1 }, { version: 2, status: 'lost' }] });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });
});
