import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeMenuPaths, officeMenuTable, type LeftMenuData } from '@stavka/contract/office-menu';
import { findCommand } from '../../ops/command-table';
import type { Agent } from '../../testing/agent';
import { fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue } from '../site/service';

// getLeftMenuData (issue 13 "Office frame"): the office menu of the signed-in player on the brand
// the host names, with the brand's features (casino, bring a friend) and the consultant where the
// player's country has it, and counts of what waits for this player only.

type Ok<T> = { success: true; data: T };
const KZ = { 'x-geo-country': 'KZ' };
const rowsOf = (data: LeftMenuData) => data.groups.flatMap((group) => group.rows);
const routesOf = (data: LeftMenuData) => rowsOf(data).map((row) => row.route);
const countOn = (data: LeftMenuData, route: string) => rowsOf(data).find((row) => row.route === route)?.count;

describe.each(await moneyTestDatabaseKinds())('getLeftMenuData on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
    t.advance(Date.now() - t.now());
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const menu = async (agent: Agent) => {
    const res = await agent.post(officeMenuPaths.leftMenu, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<LeftMenuData>>().data;
  };
  const ops = async (name: string, args: string[]) => {
    const command = findCommand(name);
    if (!command) throw new Error(`no command ${name}`);
    return command.run(args, { db: t.database.db });
  };

  it('answers a guest 401 in the error shape', async () => {
    const guest = await t.app.inject({ method: 'POST', url: officeMenuPaths.leftMenu, headers: { host: 'localhost', 'content-type': 'application/json' }, payload: {} });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ success: false, error: { id: 'unauthorized', message: expect.any(String) } });
  });

  it("gives the brand's whole menu in the table's order, with casino and bring-a-friend only where the brand has them", async () => {
    const stavka = await menu((await registerByApi(t.app)).agent);
    expect(stavka.groups.map((group) => group.id)).toEqual(officeMenuTable.map((group) => group.id));
    expect(routesOf(stavka)).toEqual(officeMenuTable.flatMap((group) => group.rows.map((row) => row.route)));
    expect(stavka.conditions).toEqual(expect.arrayContaining(['casino', 'referral', 'paymentConsultant']));

    const goalbet = await menu((await registerByApi(t.app, { host: 'goalbet.localhost' })).agent);
    expect(goalbet.groups.map((group) => group.id)).not.toContain('casino');
    expect(goalbet.groups.map((group) => group.id)).not.toContain('referral');
    expect(routesOf(goalbet)).not.toContain('office_casino');
    expect(routesOf(goalbet)).not.toContain('office_bringfriend');
    expect(routesOf(goalbet)).toContain('office_security');

    await setSiteValue(t.database.db, 'goalbet', 'office.casino', true);
    const withCasino = await menu((await registerByApi(t.app, { host: 'goalbet.localhost' })).agent);
    expect(routesOf(withCasino)).toEqual(expect.arrayContaining(['office_casino', 'office_casino_vip_cashback']));
    await setSiteValue(t.database.db, 'goalbet', 'office.casino', false);
  });

  it("shows the consultant's row only in the brand's consultant countries", async () => {
    await setSiteValue(t.database.db, 'stavka', 'payments.consultantCountries', []);
    const elsewhere = await menu((await registerByApi(t.app)).agent);
    expect(routesOf(elsewhere)).not.toContain('office_payment_consultant');
    expect(elsewhere.conditions).not.toContain('paymentConsultant');
    await setSiteValue(t.database.db, 'stavka', 'payments.consultantCountries', [643]);
  });

  it('counts the consultant requests support asked this player to fill out, never another player\'s', async () => {
    const alice = await registerByApi(t.app);
    const bob = await registerByApi(t.app);
    expect(countOn(await menu(alice.agent), 'office_payment_consultant')).toBe(0);
    await alice.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 1, message: 'My deposit is not on my balance' });
    const [request] = (await alice.agent.post('/web-api/officeapi/getpaymentrequests', {})).json<Ok<{ items: { number: number; id: string }[] }>>().data.items;
    await ops('consultant:reply', [String(request?.number), '--message', 'Send the receipt', '--then', 'needs_info', '--operator', 'olga']);
    expect(countOn(await menu(alice.agent), 'office_payment_consultant')).toBe(1);
    expect(countOn(await menu(bob.agent), 'office_payment_consultant')).toBe(0);
    await alice.agent.post('/web-api/officeapi/fillpaymentrequest', { request_id: request?.id, message: 'Here it is' });
    expect(countOn(await menu(alice.agent), 'office_payment_consultant')).toBe(0);
  });

  it("counts this player's unread messages on the messages row, never another player's", async () => {
    const alice = await registerByApi(t.app);
    const bob = await registerByApi(t.app);
    expect(countOn(await menu(alice.agent), 'office_messages')).toBe(0);
    const id = (await ops('message:send', ['--user', String(alice.id), '--type', '1', '--title', 'Hello', '--text', 'Text'])).trim();
    expect(countOn(await menu(alice.agent), 'office_messages')).toBe(1);
    expect(countOn(await menu(bob.agent), 'office_messages')).toBe(0);
    await alice.agent.post('/web-api/officeapi/readmessage', { message_id: Number(id) });
    expect(countOn(await menu(alice.agent), 'office_messages')).toBe(0);
  });

  it('counts the approved VIP requests this player may still place, never another player\'s', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.couponTypesMax', [1, 1]);
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true } });
    const gameId = 970_000_010;
    t.offer(footballGame(gameId, { prices: [2_100, 3_400, 3_500], startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + 3600 }));
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const bid = await player.agent.post(
      '/service-api/LiveBet/Secure/MakeBetBidWeb',
      { Vid: 0, CheckCf: 0, betGUID: randomUUID(), VIPBetSumm: 500, Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }] },
      KZ,
    );
    const requested = bid.json<Envelope<{ Id: number }>>();
    expect(requested, bid.body).toMatchObject({ Success: true });
    expect(countOn(await menu(player.agent), 'office_manager_bets')).toBe(0);
    await ops('vipbet:approve', [String(requested.Value.Id), '--summ', '400', '--operator', 'trader']);
    expect(countOn(await menu(player.agent), 'office_manager_bets')).toBe(1);
    expect(countOn(await menu(other.agent), 'office_manager_bets')).toBe(0);
  });
});
