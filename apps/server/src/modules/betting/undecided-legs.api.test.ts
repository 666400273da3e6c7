import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, startScriptedApp, type Markets, type ScriptedApp } from '../../testing/scripted-feed';
import { accountsOf, betOf, finished, fundedPlayer, offerGame, placeSingle, sendResult, settleNow } from '../../testing/settlement-kit';
import { findCommand } from '../../ops/command-table';
import { verifyLedger } from '../wallet/service';

// What a result alone does not settle (issue 12 "Settlement", DESIGN §4): a market cancelled
// during a game that finished refunds its bets; "any other score" settles on the scores its market
// listed when the bet was taken; a leg the result cannot decide waits, listed for an operator, who
// voids it with a reason, and the bet then settles; a corrected result that can no longer decide a
// settled bet's leg opens the bet again. Through the operator's real commands.

// Team ids are ten times the game id: they must fit the feed store's integer columns.
let gameIds = 92_000_000;
const nextGame = () => (gameIds += 10);
const outcome = (type: number, price: number, param?: number) => ({ type, price, blocked: false, ...(param === undefined ? {} : { param }) });

const NEXT_GOAL: Markets[number] = { group: 20, param: 1, main: true, status: 1, outcomes: [outcome(388, 1_900), outcome(389, 2_500), outcome(390, 9_000)] };
/** Correct score listing 0:0, 1:0, 0:1, 1:1 and "any other score"; without 0:0 once it cannot be. */
const correctScore = (withNilNil = true): Markets[number] => ({
  group: 136,
  main: true,
  status: 1,
  outcomes: [...(withNilNil ? [outcome(731, 9_000, 0)] : []), outcome(731, 7_000, 1), outcome(731, 8_000, 0.001), outcome(731, 6_500, 1.001), outcome(3786, 4_000)],
});
const GOAL_MARKETS: Markets = [NEXT_GOAL, correctScore()];

const run = async (name: string, args: string[], t: ScriptedApp) => {
  const command = findCommand(name);
  if (!command) throw new Error(`no command ${name}`);
  return command.run(args, { db: t.database.db });
};

describe.each(await moneyTestDatabaseKinds())('legs a result does not decide, on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  it('refunds the bets on a market cancelled during a game that finished, and settles the others', async () => {
    const gameId = nextGame();
    offerGame(t, gameId);
    const { agent } = await fundedPlayer(t, 100_000n);
    const onTotal = await placeSingle(agent, { GameId: gameId, Type: 9, Param: 2.5 }, 100);
    const onWinner = await placeSingle(agent, { GameId: gameId, Type: 1 }, 100);
    // The provider cancels the total (status 4); the game goes on and finishes.
    t.feed.prices(gameId, footballGame(gameId).markets.map((m) => (m.group === 17 ? { ...m, status: 4 as const } : m)));
    await sendResult(t, gameId, finished([3, 0], [[2, 0], [1, 0]]));
    await settleNow(t);
    expect(await betOf(agent, onTotal)).toMatchObject({ status: 'returned', legs: [{ result: 'void', explanation: 'Рынок отменён: ставка на исход возвращена' }] });
    expect(await betOf(agent, onWinner)).toMatchObject({ status: 'won', payoutExact: '210.00' });
    expect((await accountsOf(agent)).cash).toBe('1110.00');
  });

  it('settles "any other score" on the scores its market listed when the bet was taken', async () => {
    const [other, listed] = [nextGame(), nextGame()];
    offerGame(t, other, GOAL_MARKETS);
    offerGame(t, listed, GOAL_MARKETS);
    const { agent } = await fundedPlayer(t, 100_000n);
    const onOther = await placeSingle(agent, { GameId: other, Type: 3786, Group: 136 }, 100);
    const onListed = await placeSingle(agent, { GameId: listed, Type: 3786, Group: 136 }, 100);
    // Later prices drop 0:0 from the list: the bet keeps the list it was taken against, so 0:0 loses.
    t.feed.prices(listed, [NEXT_GOAL, correctScore(false)]);
    await sendResult(t, other, finished([3, 0], [[2, 0], [1, 0]]));
    await sendResult(t, listed, finished([0, 0], [[0, 0], [0, 0]]));
    await settleNow(t);
    expect(await betOf(agent, onOther)).toMatchObject({ status: 'won', payoutExact: '400.00' });
    expect(await betOf(agent, onListed)).toMatchObject({ status: 'lost' });
  });

  it('keeps a leg the result cannot decide waiting, lists it for an operator, and settles the bet once the operator voids it', async () => {
    const gameId = nextGame();
    offerGame(t, gameId, GOAL_MARKETS);
    const { agent } = await fundedPlayer(t, 100_000n);
    const betId = await placeSingle(agent, { GameId: gameId, Type: 388, Param: 1, Group: 20 }, 100);
    // 1:1 at half time and no goal sequence: who scored first cannot be told.
    await sendResult(t, gameId, finished([1, 1], [[1, 1], [0, 0]]));
    await settleNow(t);
    await settleNow(t);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'accepted', legs: [{ result: null }] });
    expect(await run('bet:unsettled', [], t)).toContain(`bet ${betId}  position 0  game ${gameId} (Хозяева ${gameId} – Гости ${gameId})  G20 T388 P1  missing_goal_order`);
    await expect(run('bet:void-leg', [String(betId), '0'], t)).rejects.toThrow(/--reason/);
    await expect(run('bet:void-leg', [String(betId), '3', '--reason', 'x'], t)).rejects.toThrow(/no selection at position 3/);
    await expect(run('bet:void-leg', [String(betId), '0', '--reason', 'x'.repeat(301)], t)).rejects.toMatchObject({ fields: { reason: [expect.stringContaining('at most 300')] } });

    expect(await run('bet:void-leg', [String(betId), '0', '--reason', 'The goal order is not known', '--operator', 'carol'], t)).toBe(
      `bet ${betId}: selection 0 void; the bet is settled: returned\n`,
    );
    await t.app.outbox.drain();
    expect(await betOf(agent, betId)).toMatchObject({
      status: 'returned',
      legs: [{ result: 'void', explanation: 'Void: The goal order is not known' }],
      settlements: [{ version: 1, status: 'returned', reason: 'Settled after a selection was voided: The goal order is not known' }],
    });
    expect((await accountsOf(agent)).cash).toBe('1000.00');
    expect(await run('bet:unsettled', [], t)).not.toContain(`bet ${betId} `);
    await expect(run('bet:void-leg', [String(betId), '0', '--reason', 'again'], t)).rejects.toThrow(/returned, not open/);
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('opens a settled bet again when a corrected result can no longer decide its leg, then settles it when the goal order is given', async () => {
    const gameId = nextGame();
    offerGame(t, gameId, GOAL_MARKETS);
    const { agent } = await fundedPlayer(t, 100_000n);
    const betId = await placeSingle(agent, { GameId: gameId, Type: 388, Param: 1, Group: 20 }, 100);
    // Only the home side scored in the first half: its goal was the first.
    await sendResult(t, gameId, finished([1, 0], [[1, 0], [0, 0]]));
    await settleNow(t);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'won', payoutExact: '190.00' });

    expect(await run('result:correct', [String(gameId), '--score', '1:1', '--periods', '1:1,0:0', '--reason', 'An away goal was missed'], t)).toMatch(
      new RegExp(`^game ${gameId}: result corrected to 1:1, revision 1; 1 bet\\(s\\) on it are settled again by the server\\n$`),
    );
    await settleNow(t);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'accepted', payout: null, legs: [{ result: null }], settlements: [{ status: 'won' }, { status: 'accepted' }] });
    expect((await accountsOf(agent)).cash).toBe('900.00');

    await run('result:correct', [String(gameId), '--goals', '2:1:12,1:1:30', '--reason', 'The goal order from the match report'], t);
    await settleNow(t);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'lost', legs: [{ result: 'lose' }], settlements: [{ version: 1 }, { version: 2 }, { version: 3, status: 'lost' }] });
    expect((await accountsOf(agent)).cash).toBe('900.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });
});
