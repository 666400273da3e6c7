import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRequestRecord } from '@stavka/contract/payment-consultant';
import { testDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { paymentCommands } from '../../ops/payment-commands';
import { setSiteValue } from '../site/service';

// The payment consultant (spec §2, §6): only in the brand's consultant countries (the limited
// variant with fewer topics), requests by topic about the player's own payments, support's answers
// from the operator command line, and the player filling out what support asked.

type Ok<T> = { success: true; data: T };
const RUSSIA = 643;
const KYRGYZSTAN = 417;

describe.each(await testDatabaseKinds())('payment consultant on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const reply = (...args: string[]) => paymentCommands['consultant:reply']?.run(args, { db: t.database.db });
  const requests = async (agent: Awaited<ReturnType<typeof registerByApi>>['agent']) =>
    (await agent.post('/web-api/officeapi/getpaymentrequests', {})).json<Ok<{ items: PaymentRequestRecord[] }>>().data.items;

  it('takes a request by topic, lets support ask for more, and reopens it when the player fills it out', async () => {
    const { agent } = await registerByApi(t.app);
    const access = (await agent.post('/web-api/officeapi/getpaymentconsultant', {})).json<Ok<{ available: boolean; limited: boolean; topics: { id: number }[] }>>().data;
    expect(access).toMatchObject({ available: true, limited: false });
    expect(access.topics.map((topic) => topic.id)).toEqual([1, 2, 3, 4, 5]);

    const created = await agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 1, message: 'My deposit of 500 RUB is not on my balance' });
    expect(created.statusCode).toBe(200);
    const [request] = await requests(agent);
    expect(request).toMatchObject({ topicId: 1, status: 'open', paymentId: null, messages: [{ fromSupport: false, text: 'My deposit of 500 RUB is not on my balance' }] });

    expect(await reply(String(request?.number), '--message', 'Send the last four digits of the card', '--then', 'needs_info', '--operator', 'olga')).toBe(`request ${request?.number}: needs_info\n`);
    expect((await requests(agent))[0]).toMatchObject({ status: 'needs_info', messages: [{}, { fromSupport: true, text: 'Send the last four digits of the card' }] });

    await agent.post('/web-api/officeapi/fillpaymentrequest', { request_id: request?.id, message: '4242' });
    expect((await requests(agent))[0]).toMatchObject({ status: 'open', messages: [{}, {}, { fromSupport: false, text: '4242' }] });
    await reply(String(request?.number), '--then', 'closed');
    const closed = await agent.post('/web-api/officeapi/fillpaymentrequest', { request_id: request?.id, message: 'one more thing' });
    expect(closed.statusCode).toBe(409);
  });

  it("refuses a request about another player's payment, and another player's request", async () => {
    const alice = await registerByApi(t.app);
    const bob = await registerByApi(t.app);
    const foreign = await bob.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 1, payment_id: randomUUID(), message: 'not mine' });
    expect(foreign.json()).toMatchObject({ error: { errors: { payment_id: ['payment_not_found'] } } });
    await alice.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 5, message: 'a question' });
    const [aliceRequest] = await requests(alice.agent);
    const one = await alice.agent.post('/web-api/officeapi/getpaymentrequest', { request_id: aliceRequest?.id });
    expect(one.json()).toMatchObject({ success: true, data: { request: { id: aliceRequest?.id, messages: [{ text: 'a question' }] } } });
    expect((await bob.agent.post('/web-api/officeapi/getpaymentrequest', { request_id: aliceRequest?.id })).statusCode).toBe(404);
    expect((await bob.agent.post('/web-api/officeapi/fillpaymentrequest', { request_id: aliceRequest?.id, message: 'hijack' })).statusCode).toBe(404);
    expect(await requests(bob.agent)).toEqual([]);
    expect((await alice.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 9, message: 'unknown topic' })).statusCode).toBe(400);
    expect((await alice.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 1, message: ' ' })).statusCode).toBe(400);
  });

  it('offers the limited consultant in its countries and none elsewhere', async () => {
    await setSiteValue(t.database.db, 'stavka', 'payments.consultantCountries', []);
    await setSiteValue(t.database.db, 'stavka', 'payments.limitedConsultantCountries', [RUSSIA, KYRGYZSTAN]);
    const limited = await registerByApi(t.app);
    const access = (await limited.agent.post('/web-api/officeapi/getpaymentconsultant', {})).json<Ok<{ limited: boolean; topics: { id: number }[] }>>().data;
    expect(access).toMatchObject({ limited: true, topics: [{ id: 1 }, { id: 2 }] });
    expect((await limited.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 3, message: 'wrong amount' })).statusCode).toBe(400);

    await setSiteValue(t.database.db, 'stavka', 'payments.limitedConsultantCountries', []);
    const none = await registerByApi(t.app);
    expect((await none.agent.post('/web-api/officeapi/getpaymentconsultant', {})).json<Ok<{ available: boolean }>>().data.available).toBe(false);
    expect((await none.agent.post('/web-api/officeapi/createpaymentrequest', { topic_id: 1, message: 'hello there' })).statusCode).toBe(403);
    await setSiteValue(t.database.db, 'stavka', 'payments.consultantCountries', [RUSSIA]);
  });
});
