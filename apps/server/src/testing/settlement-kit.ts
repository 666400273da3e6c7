import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BetRecord } from '@stavka/contract/betting';
import type { BalanceLists } from '@stavka/contract/wallet';
import { feedResults } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import type { Agent } from './agent';
import { registerByApi } from './players';
import { footballGame, SCRIPT_START_MS, type GameState, type Markets, type ScriptedApp } from './scripted-feed';

// What the settlement tests share: funded players, bets placed through MakeBetWeb, football games
// with the markets a test needs, results sent by the scripted feed and waited for in the store (a
// correction is made there), and the player's view of a bet and of their accounts.

export type Envelope<T> = { Success: boolean; Error: string; ErrorCode: number; Value: T };
export type Placed = { Id: number; Balance: number; Status: string };

const named = (en: string) => ({ en, ru: en });

export async function fundedPlayer(t: ScriptedApp, money: bigint): Promise<{ agent: Agent; id: number }> {
  const registered = await registerByApi(t.app);
  const lists = (await registered.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data;
  const account = lists.accounts[0];
  if (!account) throw new Error('no account');
  await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: money, operator: 'test', reason: 'funding', key: randomUUID() }));
  return registered;
}

/** The player's accounts by kind: `cash` and, once a debt was made, `credit` (available, as text). */
export async function accountsOf(agent: Agent): Promise<Record<string, string>> {
  const lists = (await agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data;
  return Object.fromEntries(lists.allAccounts.map((a) => [a.type === 3 ? 'credit' : a.type === 0 ? 'cash' : String(a.type), a.moneyExact]));
}

export async function placeSingle(agent: Agent, event: { GameId: number; Type: number; Param?: number; Group?: number }, stake: number): Promise<number> {
  const res = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { CheckCf: 2, Source: 55, Vid: 0, Summ: stake, betGUID: randomUUID(), Events: [{ Kind: 3, Param: 0, ...event }] });
  const answer = res.json<Envelope<Placed>>();
  if (!answer.Success) throw new Error(`refused: ${res.body}`);
  return answer.Value.Id;
}

export async function betOf(agent: Agent, id: number): Promise<BetRecord> {
  return (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
}

/** A football game on the line with its 1X2 and total 2.5 markets, and more if given. */
export function offerGame(t: ScriptedApp, id: number, extra: Markets = []): void {
  const game = footballGame(id);
  t.offer({ fixture: game.fixture, markets: [...game.markets, ...extra] });
}

export function finished(score: [number, number], halves: [[number, number], [number, number]], more: Partial<GameState> = {}): GameState {
  return {
    score,
    periods: halves.map((half, i) => ({ score: half, name: named(i === 0 ? '1st half' : '2nd half') })),
    currentPeriod: 2,
    currentPeriodName: named('Match finished'),
    elapsedSeconds: 5400,
    stats: {},
    finished: true,
    ...more,
  };
}

/** Sends the game's result and waits until the feed's store has it (as a correction needs). */
export async function sendResult(t: ScriptedApp, gameId: number, state: GameState, cancelled = false): Promise<void> {
  t.feed.result({ gameId, finishedAt: Math.floor(SCRIPT_START_MS / 1000) + 7200, state, cancelled });
  // The store writes once a second of real time; one look at a time, so the looks never queue up.
  for (let waited = 0; waited < 10_000; waited += 100) {
    const [row] = await t.database.db.select({ id: feedResults.gameId }).from(feedResults).where(eq(feedResults.gameId, gameId));
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the result of game ${gameId} was not stored`);
}

/** One pass of the workers, then what they sent. */
export async function settleNow(t: ScriptedApp): Promise<void> {
  await t.app.outbox.drain();
  await t.app.betting.runOnce();
  await t.app.outbox.drain();
}
