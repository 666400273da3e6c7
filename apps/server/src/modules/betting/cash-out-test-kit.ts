import { randomUUID } from 'node:crypto';
import { cashOutPaths, type SaleOffer, type SaleValue } from '@stavka/contract/cash-out';
import type { BetRecord } from '@stavka/contract/betting';
import type { BalanceLists } from '@stavka/contract/wallet';
import { runInTransaction } from '@stavka/db/unit-of-work';
import type { Agent } from '../../testing/agent';
import { registerByApi } from '../../testing/players';
import { footballGame, type Markets, type ScriptedApp } from '../../testing/scripted-feed';

// What the cash-out tests share: a funded player, a game whose totals the test moves, and the calls
// as a client of the family makes them.

export type Envelope<T> = { Success: boolean; Error: string; ErrorCode: number; Value: T };

/** A football game with the 1X2 of scripted-feed and a ladder of totals (G17: T9 over, T10 under) at the prices given. */
export function gameWithTotals(id: number, totals: Record<string, [over: number, under: number]> = { '2.5': [1_900, 1_900] }, options: { live?: boolean } = {}) {
  const base = footballGame(id, options);
  const markets: Markets = [
    ...base.markets.filter((market) => market.group !== 17),
    ...Object.entries(totals).map(([line, [over, under]]) => ({
      group: 17,
      param: Number(line),
      main: line === '2.5',
      status: 1 as const,
      outcomes: [
        { type: 9, price: over, blocked: false },
        { type: 10, price: under, blocked: false },
      ],
    })),
  ];
  return { fixture: base.fixture, markets };
}

/** A player with `money` on the account; `ip` gives the player an address of its own (limits are per address). */
export async function fundedPlayer(t: ScriptedApp, money = '1000.00', ip?: string): Promise<{ agent: Agent; id: number }> {
  const registered = await registerByApi(t.app, ip === undefined ? {} : { ip });
  const lists = (await registered.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data;
  const account = lists.accounts[0];
  if (!account) throw new Error('no account');
  const [whole, cents = '0'] = money.split('.');
  const minor = BigInt(whole ?? '0') * 100n + BigInt(cents.padEnd(2, '0'));
  await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: minor, operator: 'test', reason: 'funding', key: randomUUID() }));
  return registered;
}

export const available = async (agent: Agent) => (await agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0]?.moneyExact;

export async function placeBet(agent: Agent, events: { GameId: number; Type: number; Param?: number }[], summ: number, vid = events.length > 1 ? 1 : 0): Promise<number> {
  const res = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: events, Vid: vid, Summ: summ, CheckCf: 2, betGUID: randomUUID() });
  const body = res.json<Envelope<{ Id: number }>>();
  if (!body.Success) throw new Error(`the bet was refused: ${res.body}`);
  return body.Value.Id;
}

export const betOf = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;

export async function offerOf(agent: Agent, betId: number): Promise<SaleOffer> {
  const res = await agent.post(cashOutPaths.offer, { SaleBetId: betId });
  const offer = res.json<Envelope<{ Offers: SaleOffer[] }>>().Value.Offers[0];
  if (!offer) throw new Error(`no offer answered: ${res.body}`);
  return offer;
}

export const sell = (agent: Agent, body: { SaleBetId: number; SeenSumm: string | number; Summ?: string | number; Guid?: string; OneClick?: boolean }) =>
  agent.post(cashOutPaths.sell, { Guid: randomUUID(), ...body });

export const saleValue = (res: { json<T>(): T; body: string }): SaleValue => {
  const body = res.json<Envelope<SaleValue>>();
  if (!body.Success) throw new Error(`the sale was refused: ${res.body}`);
  return body.Value;
};

/**
 * A whole pass of the betting workers begun after what the test just changed: `runOnce` answers a
 * pass the workers' timer may have begun before the change, so a second one follows it.
 */
export async function workersPass(t: ScriptedApp): Promise<void> {
  await t.app.betting.runOnce();
  await t.app.betting.runOnce();
}
