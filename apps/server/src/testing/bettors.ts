import { randomUUID } from 'node:crypto';
import type { BalanceLists } from '@stavka/contract/wallet';
import { runInTransaction } from '@stavka/db/unit-of-work';
import type { Agent } from './agent';
import { registerByApi } from './players';
import { finalScore, type ScriptedApp } from './scripted-feed';

// Players who bet, for the betting API tests: registered through the API on a brand, funded by an
// operator's credit on the ledger, their available money read as the player reads it.

export type Envelope<T> = { Success: boolean; Error: string; ErrorCode: number; Value: T };

export async function fundedPlayer(t: ScriptedApp, money = '1000.00', host = 'localhost'): Promise<{ agent: Agent; id: number }> {
  const registered = await registerByApi(t.app, { host });
  const lists = (await registered.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data;
  const account = lists.accounts[0];
  if (!account) throw new Error('no account');
  const [whole, cents = '0'] = money.split('.');
  const minor = BigInt(whole ?? '0') * 100n + BigInt(cents.padEnd(2, '0'));
  await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: minor, operator: 'test', reason: 'funding', key: randomUUID() }));
  return registered;
}

/** What the player has to bet with (balance less holds), as exact text. */
export async function availableMoney(agent: Agent): Promise<string | undefined> {
  return (await agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0]?.moneyExact;
}

/** The feed's final score for a game, then one pass of the betting workers and the outbox. */
export async function finishGame(t: ScriptedApp, gameId: number, score: [number, number], cancelled = false): Promise<void> {
  t.feed.result({ gameId, finishedAt: t.now(), state: finalScore(score), cancelled });
  await t.app.betting.runOnce();
  await t.app.outbox.drain();
}
