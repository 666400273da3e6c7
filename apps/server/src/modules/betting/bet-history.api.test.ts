import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetRecord } from '@stavka/contract/betting';
import type { BalanceLists } from '@stavka/contract/wallet';
import { users } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import type { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { registerByApi } from '../../testing/players';
import { finalScore, footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { listOutboxMessages } from '../delivery/service';
import { setSiteValue } from '../site/service';

// The player's bet history (issue 12 "History"): the brand's hidden statuses left out before the
// page is cut (so totals count what is shown), "clear history" leaving earlier settled bets out of the view,
// and the history of a period mailed to the player's confirmed e-mail.

type Page = { data: { items: BetRecord[]; total: number } };
let gameIds = 40_000_000;

describe.each(await testDatabaseKinds())('bet history on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  async function funded(): Promise<{ agent: Agent; id: number }> {
    const player = await registerByApi(t.app);
    const account = (await player.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0];
    if (!account) throw new Error('no account');
    await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: 100_000n, operator: 'test', reason: 'funding', key: randomUUID() }));
    return player;
  }
  const bet = async (agent: Agent, gameId: number) =>
    (await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId: gameId, Type: 1 }], Vid: 0, Summ: 10, CheckCf: 2 })).json<{ Value: { Id: number } }>().Value.Id;
  const history = async (agent: Agent) => (await agent.post('/web-api/officeapi/getbetshistory', {})).json<Page>().data;

  it("leaves out the brand's hidden statuses before paging, so the total counts what is shown", async () => {
    const [lost, open] = [(gameIds += 10), (gameIds += 10)];
    t.offer(footballGame(lost));
    t.offer(footballGame(open));
    const { agent } = await funded();
    const lostBet = await bet(agent, lost);
    const openBet = await bet(agent, open);
    t.feed.result({ gameId: lost, finishedAt: t.now(), state: finalScore([0, 2]), cancelled: false });
    await t.app.betting.runOnce();
    expect((await history(agent)).items.map((b) => [b.id, b.status])).toEqual([
      [openBet, 'accepted'],
      [lostBet, 'lost'],
    ]);
    await setSiteValue(t.database.db, 'stavka', 'other.hidden_bet_statuses', [3]);
    try {
      expect(await history(agent)).toMatchObject({ items: [{ id: openBet }], total: 1 });
    } finally {
      await setSiteValue(t.database.db, 'stavka', 'other.hidden_bet_statuses', []);
    }
  });

  it('clears the history view: earlier settled bets are left out, open and later ones shown, nothing deleted', async () => {
    const [settled, open] = [(gameIds += 10), (gameIds += 10)];
    t.offer(footballGame(settled));
    t.offer(footballGame(open, { startsInSeconds: 86_400 }));
    const { agent } = await funded();
    const lostBet = await bet(agent, settled);
    const openBet = await bet(agent, open);
    t.feed.result({ gameId: settled, finishedAt: t.now(), state: finalScore([0, 2]), cancelled: false });
    await t.app.betting.runOnce();
    t.advance(1_000);
    const cleared = await agent.post('/web-api/officeapi/clearbetshistory', {});
    expect(cleared.statusCode).toBe(200);
    // The open bet stays in view (under the slip too) until it is settled: the player may still sell it.
    expect((await history(agent)).items.map((b) => b.id)).toEqual([openBet]);
    t.advance(1_000);
    const after = await bet(agent, open);
    expect((await history(agent)).items.map((b) => b.id)).toEqual([after, openBet]);
    expect((await agent.get(`/web-api/bets/${lostBet}`)).statusCode).toBe(200);
  });

  it("mails a period's bets to the player's confirmed e-mail, and refuses without one", async () => {
    const gameId = (gameIds += 10);
    t.offer(footballGame(gameId, { startsInSeconds: 86_400 }));
    const { agent, id } = await funded();
    const placed = await bet(agent, gameId);
    const refused = await agent.post('/web-api/officeapi/mailbetshistory', {});
    expect(refused.json()).toMatchObject({ error: { errors: { email: ['bets_history_mail_no_email'] } } });
    await t.database.db.update(users).set({ email: `bets-${id}@example.com`, emailVerifiedAt: new Date(t.now()) }).where(eq(users.id, id));
    const mailed = await agent.post('/web-api/officeapi/mailbetshistory', {});
    expect(mailed.json()).toEqual({ success: true, data: { bets: 1 } });
    await t.app.outbox.drain();
    const [mail] = await listOutboxMessages(t.database.db, { siteId: 1, to: `bets-${id}@example.com` });
    expect(mail).toMatchObject({ subject: expect.stringContaining('ваши ставки') });
    expect(mail?.text).toContain(`№ ${placed}`);
  });
});
