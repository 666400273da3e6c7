import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@stavka/contract/payments';
import type { BalanceLists } from '@stavka/contract/wallet';
import { Agent } from '../../testing/agent';
import { freePort, moneyTestDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { verifyLedger } from '../wallet/service';
import { startFakeTrustly, type FakeTrustly } from './providers/trustly-fake-server';

// Trustly deposits end to end (issue 11, spec §7.3): our server calls a Trustly that runs on a local
// port (its own key pair, checking ours), sends the player to Trustly's page, and believes only
// notifications Trustly signed: "credit" credits the deposit once, "cancel" declines it, a
// notification signed by anyone else is refused and changes nothing.

type Ok<T> = { success: true; data: T };
const consent = { age_confirmed: true, terms_accepted: true };
const GERMANY = 276;

describe.each(await moneyTestDatabaseKinds())('Trustly deposits on %s', (kind) => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = mkdtempSync(path.join(tmpdir(), 'trustly-api-'));
  let t: TestApp;
  let trustly: FakeTrustly;
  let origin: string;

  beforeAll(async () => {
    trustly = await startFakeTrustly({ merchantPublicKey: merchant.publicKey, username: 'stavka-merchant', password: 'merchant-secret' });
    writeFileSync(path.join(dir, 'merchant.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(path.join(dir, 'trustly.pem'), trustly.publicKeyPem);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await startTestApp(kind, {
      PORT: String(port),
      PAYMENTS_NOTIFY_ORIGIN: origin,
      TRUSTLY_API_URL: trustly.url,
      TRUSTLY_USERNAME: 'stavka-merchant',
      TRUSTLY_PASSWORD: 'merchant-secret',
      TRUSTLY_PRIVATE_KEY_FILE: path.join(dir, 'merchant.pem'),
      TRUSTLY_PUBLIC_KEY_FILE: path.join(dir, 'trustly.pem'),
    });
    await withoutCaptcha(t.database.db);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await trustly.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A player in Germany with a EUR account, with names unless told otherwise. */
  async function europeanPlayer(withNames = true): Promise<{ agent: Agent; id: number; email: string }> {
    const agent = new Agent(t.app, 'localhost');
    const email = `player-${randomUUID()}@example.com`;
    const form = withNames
      ? { type: 'full_reg', email, password: 'Kept-secret-1', password_confirmation: 'Kept-secret-1', first_name: 'Anna', last_name: 'Schmidt', birth_date: '1990-01-01' }
      : { type: 'fast_reg' };
    const res = await agent.post('/web-api/user/registration', { ...form, country_id: GERMANY, currency: 'EUR', ...consent });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, id: Number(res.json<Ok<{ login: string }>>().data.login), email };
  }

  const available = async (agent: Agent) => (await agent.get('/account-api/user/balance')).json<Ok<BalanceLists>>().data.accounts.find((a) => a.isActive)?.moneyExact;
  const paymentOf = async (agent: Agent, id: string) => (await agent.get(`/web-api/payments/${id}`)).json<Ok<{ payment: PaymentRecord }>>().data.payment;
  const historyOf = async (agent: Agent) => (await agent.post('/web-api/officeapi/gethistorypaymentmainaccount', { page_number: 1 })).json<Ok<{ items: PaymentRecord[] }>>().data.items;

  async function startDeposit(agent: Agent, amount: string, idempotency_key = randomUUID()) {
    const res = await agent.post('/web-api/api/trustly/v1/deposit', { amount, idempotency_key });
    expect(res.statusCode, res.body).toBe(200);
    const { payment, redirectUrl } = res.json<Ok<{ payment: PaymentRecord; redirectUrl: string }>>().data;
    return { payment, redirectUrl, orderId: trustly.orderOf(payment.id) };
  }

  it("starts a deposit with a signed Deposit call holding the player's details, and sends the player to Trustly's page", async () => {
    const { agent, id, email } = await europeanPlayer();
    const key = randomUUID();
    const { payment, redirectUrl, orderId } = await startDeposit(agent, '25.5', key);
    expect(payment).toMatchObject({ status: 'created', method: 'trustly', amountExact: '25.50', currency: 'EUR' });
    expect(redirectUrl).toMatch(new RegExp(`^https://checkout\\.trustly\\.test/checkout\\?OrderID=${orderId}&`));
    const call = trustly.deposits.at(-1);
    expect(call).toEqual({
      uuid: payment.id,
      data: {
        Username: 'stavka-merchant',
        Password: 'merchant-secret',
        NotificationURL: `${origin}/web-api/payments/notify/trustly`,
        EndUserID: String(id),
        MessageID: payment.id,
        Attributes: {
          Currency: 'EUR',
          Amount: '25.50',
          Firstname: 'Anna',
          Lastname: 'Schmidt',
          Email: email,
          Country: 'DE',
          Locale: 'ru_DE',
          SuccessURL: `http://localhost:3000/ru/office/recharge/result/${payment.id}`,
          FailURL: `http://localhost:3000/ru/office/recharge/result/${payment.id}`,
        },
      },
    });
    // The player's repeated request is the same payment, and Trustly's same order and page.
    const again = await startDeposit(agent, '25.5', key);
    expect(again).toEqual({ payment: { ...payment, updatedAt: again.payment.updatedAt }, redirectUrl, orderId });
    expect(trustly.deposits.at(-1)?.uuid).toBe(payment.id);
  });

  it('credits the deposit once when Trustly confirms it; "pending" and repeats change nothing', async () => {
    const { agent } = await europeanPlayer();
    const { payment, orderId } = await startDeposit(agent, '40');
    expect(await trustly.notify(orderId, 'pending', { amount: '40.00', currency: 'EUR' })).toEqual({ status: 200, signedStatus: 'OK' });
    expect((await paymentOf(agent, payment.id)).status).toBe('created');
    expect(await available(agent)).toBe('0.00');

    expect(await trustly.notify(orderId, 'credit', { amount: '40.00', currency: 'EUR' })).toEqual({ status: 200, signedStatus: 'OK' });
    expect(await available(agent)).toBe('40.00');
    // Trustly repeats a notification until it has our OK: a repeat is answered OK and credits nothing.
    expect(await trustly.notify(orderId, 'credit', { amount: '40.00', currency: 'EUR' })).toEqual({ status: 200, signedStatus: 'OK' });
    expect(await trustly.notify(orderId, 'account', { accountid: '4125867491', verified: '1' })).toEqual({ status: 200, signedStatus: 'OK' });
    expect(await available(agent)).toBe('40.00');
    expect(await paymentOf(agent, payment.id)).toMatchObject({ status: 'completed', history: [{ status: 'created' }, { status: 'completed' }] });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it("refuses a notification that Trustly did not sign, or that was changed, and writes nothing", async () => {
    const { agent } = await europeanPlayer();
    const { payment, orderId } = await startDeposit(agent, '30');
    const credit = { amount: '30.00', currency: 'EUR' };
    expect(await trustly.notify(orderId, 'credit', credit, { signedBy: intruder.privateKey })).toEqual({ status: 401, signedStatus: undefined });
    expect(await trustly.notify(orderId, 'credit', credit, { signedBy: merchant.privateKey })).toEqual({ status: 401, signedStatus: undefined });
    const raised = await trustly.notify(orderId, 'credit', credit, { body: (text) => text.replace('"30.00"', '"3000.00"') });
    expect(raised).toEqual({ status: 401, signedStatus: undefined });
    expect(await trustly.notify(orderId, 'credit', credit, { body: () => '{"method":"credit"' })).toEqual({ status: 401, signedStatus: undefined });
    // Signed by Trustly but for another amount than the payment's: never credited.
    expect((await trustly.notify(orderId, 'credit', { amount: '300.00', currency: 'EUR' })).status).toBe(400);
    expect(await available(agent)).toBe('0.00');
    expect(await paymentOf(agent, payment.id)).toMatchObject({ status: 'created', history: [{ status: 'created' }] });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('declines the deposit when Trustly cancels the order', async () => {
    const { agent } = await europeanPlayer();
    const { payment, orderId } = await startDeposit(agent, '15');
    expect(await trustly.notify(orderId, 'cancel', {})).toEqual({ status: 200, signedStatus: 'OK' });
    expect(await paymentOf(agent, payment.id)).toMatchObject({ status: 'declined', history: [{ status: 'created' }, { status: 'declined' }] });
    expect(await trustly.notify(orderId, 'cancel', {})).toEqual({ status: 200, signedStatus: 'OK' });
    expect(await available(agent)).toBe('0.00');
  });

  it('answers 503 and keeps no order when Trustly refuses the call or its answer is not signed by Trustly', async () => {
    const { agent } = await europeanPlayer();
    trustly.failNext(616, 'ERROR_INVALID_CREDENTIALS');
    const refused = await agent.post('/web-api/api/trustly/v1/deposit', { amount: '20', idempotency_key: randomUUID() });
    expect(refused.statusCode).toBe(503);
    trustly.signNextWith(intruder.privateKey);
    const forged = await agent.post('/web-api/api/trustly/v1/deposit', { amount: '20', idempotency_key: randomUUID() });
    expect(forged.statusCode).toBe(503);
    expect(await available(agent)).toBe('0.00');
  });

  it.each([
    [{ amount: '10.001' }, 'amount', 'amount_too_precise'],
    [{ amount: '9.99' }, 'amount', 'payment_amount_below_min'],
    [{ amount: '10000.01' }, 'amount', 'payment_amount_above_max'],
    [{ amount: '-1' }, 'amount', 'amount_not_positive'],
  ])('refuses a deposit of %j with %s: %s, and writes nothing', async (change, field, message) => {
    const { agent } = await europeanPlayer();
    const calls = trustly.deposits.length;
    const res = await agent.post('/web-api/api/trustly/v1/deposit', { idempotency_key: randomUUID(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { errors: { [field]: [message] } } });
    expect(await historyOf(agent)).toEqual([]);
    expect(trustly.deposits.length).toBe(calls);
  });

  it('refuses players to whom Trustly is not offered, players without names, strangers and bad bodies', async () => {
    const calls = trustly.deposits.length;
    const russian = await registerByApi(t.app);
    const unavailable = await russian.agent.post('/web-api/api/trustly/v1/deposit', { amount: '50', idempotency_key: randomUUID() });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json()).toMatchObject({ error: { errors: { method_id: ['payment_method_unavailable'] } } });

    const nameless = await europeanPlayer(false);
    const noNames = await nameless.agent.post('/web-api/api/trustly/v1/deposit', { amount: '50', idempotency_key: randomUUID() });
    expect(noNames.statusCode).toBe(400);
    expect(noNames.json()).toMatchObject({ error: { errors: { first_name: ['validation_required'], last_name: ['validation_required'] } } });
    // The generic deposit call with the Trustly method asks the same, before anything is written.
    const generic = await nameless.agent.post('/web-api/payments/deposit', { method_id: 'trustly', amount: '50', idempotency_key: randomUUID() });
    expect(generic.json()).toMatchObject({ error: { errors: { first_name: ['validation_required'], last_name: ['validation_required'] } } });
    expect(await historyOf(nameless.agent)).toEqual([]);

    const stranger = await new Agent(t.app, 'localhost').post('/web-api/api/trustly/v1/deposit', { amount: '50', idempotency_key: randomUUID() });
    expect(stranger.statusCode).toBe(401);
    const { agent } = await europeanPlayer();
    for (const body of [{ amount: '50' }, { amount: '50', idempotency_key: randomUUID(), method_id: 'sandbox_card' }, { amount: '50', idempotency_key: 'short' }]) {
      expect((await agent.post('/web-api/api/trustly/v1/deposit', body)).statusCode).toBe(400);
    }
    expect(trustly.deposits.length).toBe(calls);
  });

  it("offers the brand's Trustly method on the deposit page to a player in its countries and currency", async () => {
    const { agent } = await europeanPlayer();
    const methods = (await agent.post('/web-api/officeapi/getrechargedata', {})).json<Ok<{ methods: { id: string; provider: string; min: string | null }[] }>>().data.methods;
    expect(methods.find((m) => m.id === 'trustly')).toMatchObject({ provider: 'trustly', min: '10.00' });
  });
});
