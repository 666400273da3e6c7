import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@stavka/contract/payments';
import type { BalanceLists } from '@stavka/contract/wallet';
import { trackingEvents } from '@stavka/db/schema';
import { freePort, moneyTestDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { Agent } from '../../testing/agent';
import { signNotification, SIGNATURE_HEADER } from '../sandbox-payments/service';
import { getOrCreateSecret } from '../secrets/service';
import { setSiteValue } from '../site/service';
import { verifyLedger } from '../wallet/service';

// Deposits and withdrawals end to end over the API with the built-in sandbox provider (issue 11):
// the player pays on the provider's page, the provider's signed notification reaches the server over
// HTTP and credits the account once; forged and replayed notifications change nothing; withdrawals
// hold the money until an operator decides.

type Ok<T> = { success: true; data: T };
const key = () => randomUUID();

describe.each(await moneyTestDatabaseKinds())('payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    t = await startTestApp(kind, { PORT: String(port) });
    await withoutCaptcha(t.database.db);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const available = async (agent: Agent) => (await agent.get('/account-api/user/balance')).json<Ok<BalanceLists>>().data.accounts.find((a) => a.isActive)?.moneyExact;
  const payment = async (agent: Agent, id: string) => (await agent.get(`/web-api/payments/${id}`)).json<Ok<{ payment: PaymentRecord }>>().data.payment;

  /** The player pays (or declines) on the sandbox's page, and the provider's notification is delivered. */
  async function deposit(agent: Agent, amount: string, decision: 'approve' | 'decline' = 'approve', method = 'sandbox_card') {
    const started = await agent.post('/web-api/payments/deposit', { method_id: method, amount, idempotency_key: key() });
    expect(started.statusCode, started.body).toBe(200);
    const { payment: created, redirectUrl } = started.json<Ok<{ payment: PaymentRecord; redirectUrl: string }>>().data;
    const checkout = new URL(redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: checkout.pathname + checkout.search, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: checkout.pathname,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`http://localhost:3000/ru/office/recharge/result/${created.id}`);
    await t.app.outbox.drain();
    return { created, page: page.body };
  }

  it('credits a deposit once the player paid, exactly once, with the first-deposit event', async () => {
    const { agent, id } = await registerByApi(t.app);
    const { created, page } = await deposit(agent, '500.50');
    expect(created).toMatchObject({ status: 'created', amountExact: '500.50', currency: 'RUB', method: 'sandbox_card', methodName: 'Банковская карта' });
    expect(page).toContain('500.50 RUB');
    expect(await payment(agent, created.id)).toMatchObject({ status: 'completed', history: [{ status: 'created' }, { status: 'completed' }] });
    expect(await available(agent)).toBe('500.50');
    await deposit(agent, '100');
    expect(await available(agent)).toBe('600.50');
    const events = await t.database.db.select({ code: trackingEvents.code }).from(trackingEvents).where(and(eq(trackingEvents.userId, String(id)), eq(trackingEvents.visitorUuid, 'server')));
    expect(events.map((e) => e.code).sort()).toEqual([1531, 1532]);
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('leaves the balance alone when the player declines on the provider page', async () => {
    const { agent } = await registerByApi(t.app);
    const { created } = await deposit(agent, '100', 'decline');
    expect((await payment(agent, created.id)).status).toBe('declined');
    expect(await available(agent)).toBe('0.00');
  });

  it('refuses forged, stale and replayed notifications, and credits nothing twice', async () => {
    const { agent } = await registerByApi(t.app);
    const { created } = await deposit(agent, '300');
    const secret = await getOrCreateSecret(t.database.db, 'sandbox-payments-webhook');
    const providerTxId = (await t.app.payments.payment(created.id))?.payment.providerTxId as string;
    const body = JSON.stringify({ id: providerTxId, merchant_reference: created.id, kind: 'charge', status: 'approved', amount: '300.00', currency: 'RUB' });
    const notify = (signature: string, payload = body) =>
      t.app.inject({ method: 'POST', url: '/web-api/payments/notify/sandbox', headers: { host: 'localhost', 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload });

    expect((await notify(signNotification(secret, body, new Date()))).statusCode).toBe(200); // a replay: taken, no effect
    expect((await notify(signNotification('not-the-secret', body, new Date()))).statusCode).toBe(401);
    expect((await notify(signNotification(secret, body, new Date(Date.now() - 10 * 60_000)))).statusCode).toBe(401);
    expect((await notify('')).statusCode).toBe(401);
    const tampered = body.replace('300.00', '3000.00');
    expect((await notify(signNotification(secret, body, new Date()), tampered)).statusCode).toBe(401);
    // Signed by the provider, but for more than the payment: never credited.
    expect((await notify(signNotification(secret, tampered, new Date()), tampered)).statusCode).toBe(200);
    expect(await available(agent)).toBe('300.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('answers a repeated deposit request with the first payment, and refuses its key for another', async () => {
    const { agent } = await registerByApi(t.app);
    const idempotency_key = key();
    const first = await agent.post('/web-api/payments/deposit', { method_id: 'sandbox_card', amount: '150', idempotency_key });
    const again = await agent.post('/web-api/payments/deposit', { method_id: 'sandbox_card', amount: 150, idempotency_key });
    expect(again.json<Ok<{ payment: PaymentRecord }>>().data.payment.id).toBe(first.json<Ok<{ payment: PaymentRecord }>>().data.payment.id);
    const other = await agent.post('/web-api/payments/deposit', { method_id: 'sandbox_card', amount: '151', idempotency_key });
    expect(other.statusCode).toBe(409);
  });

  it.each([
    [{ amount: '-5' }, 'amount', 'amount_not_positive'],
    [{ amount: '10.001' }, 'amount', 'amount_too_precise'],
    [{ amount: '1e3' }, 'amount', 'amount_invalid'],
    [{ amount: '99.99' }, 'amount', 'payment_amount_below_min'],
    [{ amount: '300000.01' }, 'amount', 'payment_amount_above_max'],
    [{ method_id: 'trustly' }, 'method_id', 'payment_method_unavailable'],
    [{ method_id: 'nope' }, 'method_id', 'payment_method_unavailable'],
  ])('refuses a deposit of %j with %s: %s, and writes nothing', async (change, field, message) => {
    const { agent } = await registerByApi(t.app);
    const res = await agent.post('/web-api/payments/deposit', { method_id: 'sandbox_card', amount: '500', idempotency_key: key(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { errors: { [field]: [message] } } });
    const history = await agent.post('/web-api/officeapi/gethistorypaymentmainaccount', { page_number: 1 });
    expect(history.json<Ok<{ items: unknown[] }>>().data.items).toEqual([]);
  });

  it('holds a withdrawal until an operator approves it; the payout is paid and shows in history', async () => {
    const { agent } = await registerByApi(t.app);
    await deposit(agent, '1000');
    const requested = await agent.post('/web-api/payments/withdrawal', { method_id: 'sandbox_card', amount: '400', idempotency_key: key(), details: { card: '4111 1111 1111 1111' } });
    expect(requested.statusCode, requested.body).toBe(200);
    const withdrawal = requested.json<Ok<{ payment: PaymentRecord }>>().data.payment;
    expect(withdrawal).toMatchObject({ status: 'requested', details: { card: '•••• 1111' } });
    expect(await available(agent)).toBe('600.00');
    await t.app.payments.approveWithdrawal(withdrawal.id, 'test-operator');
    await t.app.outbox.drain(); // the payout goes to the provider
    await t.app.outbox.drain(); // and its notification comes back
    expect(await payment(agent, withdrawal.id)).toMatchObject({ status: 'paid', history: [{ status: 'requested' }, { status: 'approved' }, { status: 'paid' }] });
    expect(await available(agent)).toBe('600.00');
    await expect(t.app.payments.rejectWithdrawal(withdrawal.id, 'late', 'too late')).rejects.toMatchObject({ id: 'conflict' });
    const history = (await agent.post('/web-api/officeapi/gethistorypaymentmainaccount', { page_number: 1 })).json<Ok<{ items: PaymentRecord[]; total: number }>>().data;
    expect(history.items.map((p) => [p.direction, p.status, p.amountExact])).toEqual([
      ['withdrawal', 'paid', '400.00'],
      ['deposit', 'completed', '1000.00'],
    ]);
    const check = await agent.post('/web-api/officeapi/getpaymentcheck', { number: withdrawal.number });
    expect(check.json<Ok<{ payment: PaymentRecord }>>().data.payment.id).toBe(withdrawal.id);
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('returns the money of a rejected withdrawal, and of a payout the provider could not make', async () => {
    const { agent } = await registerByApi(t.app);
    await deposit(agent, '1000');
    const ask = async (card: string, method = 'sandbox_card') =>
      (await agent.post('/web-api/payments/withdrawal', { method_id: method, amount: '200', idempotency_key: key(), details: { card } })).json<Ok<{ payment: PaymentRecord }>>().data.payment;
    const rejected = await ask('4111111111111111');
    await t.app.payments.rejectWithdrawal(rejected.id, 'test-operator', 'card holder name differs');
    expect(await payment(agent, rejected.id)).toMatchObject({ status: 'rejected', history: [{}, { status: 'rejected', note: 'card holder name differs' }] });
    expect(await available(agent)).toBe('1000.00');

    const failing = await ask('4000000000000000');
    await t.app.payments.approveWithdrawal(failing.id, 'test-operator');
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    expect((await payment(agent, failing.id)).status).toBe('failed');
    expect(await available(agent)).toBe('1000.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('takes the method fee with a withdrawal, and refuses more than is available', async () => {
    const { agent } = await registerByApi(t.app);
    await deposit(agent, '1000');
    const res = await agent.post('/web-api/payments/withdrawal', { method_id: 'sandbox_wallet', amount: '500', idempotency_key: key(), details: { wallet: 'player-wallet-42' } });
    expect(res.json<Ok<{ payment: PaymentRecord }>>().data.payment).toMatchObject({ amountExact: '500.00', feeExact: '5.00' });
    expect(await available(agent)).toBe('495.00');
    const tooMuch = await agent.post('/web-api/payments/withdrawal', { method_id: 'sandbox_card', amount: '495.01', idempotency_key: key(), details: { card: '4111111111111111' } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: { id: 'insufficient_funds' } });
    const badCard = await agent.post('/web-api/payments/withdrawal', { method_id: 'sandbox_card', amount: '100', idempotency_key: key(), details: { card: '12ab' } });
    expect(badCard.json()).toMatchObject({ error: { errors: { 'details.card': ['payment_details_invalid'] } } });
    expect(await available(agent)).toBe('495.00');
  });

  it("does not show or decide another player's payment", async () => {
    const alice = await registerByApi(t.app);
    const bob = await registerByApi(t.app);
    const { created } = await deposit(alice.agent, '100');
    expect((await bob.agent.get(`/web-api/payments/${created.id}`)).statusCode).toBe(404);
    expect((await bob.agent.post('/web-api/officeapi/getpaymentcheck', { number: created.number })).statusCode).toBe(404);
    expect((await bob.agent.get('/web-api/payments/not-a-uuid')).statusCode).toBe(404);
  });

  it('asks for a verified identity before a withdrawal where the brand requires it', async () => {
    await setSiteValue(t.database.db, 'stavka', 'payments.withdrawalRequiresVerifiedIdentity', true);
    try {
      const { agent } = await registerByApi(t.app);
      const data = (await agent.post('/web-api/officeapi/getdeducedata', {})).json<Ok<{ identityRequired: boolean; identityVerified: boolean }>>().data;
      expect(data).toMatchObject({ identityRequired: true, identityVerified: false });
      const res = await agent.post('/web-api/payments/withdrawal', { method_id: 'sandbox_card', amount: '100', idempotency_key: key(), details: { card: '4111111111111111' } });
      expect(res.statusCode).toBe(403);
    } finally {
      await setSiteValue(t.database.db, 'stavka', 'payments.withdrawalRequiresVerifiedIdentity', false);
    }
  });

  it("offers the brand's methods for the player's country and currency, with limits and fees", async () => {
    const { agent } = await registerByApi(t.app);
    const recharge = (await agent.post('/web-api/officeapi/getrechargedata', {})).json<Ok<{ methods: { id: string; min: string | null; max: string | null; feePercent: string }[]; consultant: { available: boolean } }>>().data;
    expect(recharge.methods.map((m) => [m.id, m.min, m.max, m.feePercent])).toEqual([
      ['sandbox_card', '100.00', '300000.00', '0'],
      ['sandbox_wallet', '50.00', '100000.00', '1'],
    ]);
    expect(recharge.consultant.available).toBe(true);
    const deduce = (await agent.post('/web-api/officeapi/getdeducedata', {})).json<Ok<{ methods: { id: string }[] }>>().data;
    expect(deduce.methods.map((m) => m.id)).toEqual(['sandbox_card', 'sandbox_wallet']);
  });
});
