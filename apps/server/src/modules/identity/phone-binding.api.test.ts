import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { phoneBindingPaths as paths } from '@stavka/contract/phone-binding';
import { secureQuestionPaths } from '@stavka/contract/secure-question';
import { Agent, codeIn, latestOutboxText } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Issue 13 "Security": a player without a phone (one click) binds one by the SMS code the local
// provider delivered, a player with an unconfirmed phone confirms it; codes expire and are taken
// once, wrong ones are counted without locking the owner out, a phone of another account gets the
// same first answer as any phone, and nobody confirms with a code sent to another player.

const MINUTE = 60_000;

describe.each(await testDatabaseKinds())('binding and confirming the phone on %s', (kind) => {
  let t: TestApp;
  // Ahead of the wall clock, so the session cookie (dated by the server's clock) is still alive in the agent.
  let clock = new Date(Date.now() + 86_400_000);
  let ip = 0;
  let phones = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await withoutCaptcha(t.database.db);
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg_v1']);
  });
  afterAll(() => t.close());

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  /** A Russian mobile number nobody used yet, digits with the calling code. */
  const freshPhone = () => `7912${String(10_000_000 + ++phones).slice(1)}`;

  /** A one-click player on Stavka (no phone), signed in, from an address of its own. */
  async function player(): Promise<{ agent: Agent; id: number; password: string }> {
    const agent = new Agent(t.app, 'localhost', { ip: `10.7.0.${++ip}` });
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, id: Number(login), password };
  }

  const status = async (agent: Agent) => (await agent.post(paths.status)).json().data;
  const smsCode = async (phone: string) => codeIn(await latestOutboxText(t.app, `+${phone}`, 'localhost'));

  it('binds a phone to a one-click player with the SMS code, once', async () => {
    const { agent } = await player();
    expect(await status(agent)).toEqual({ phone: null, confirmed: false });
    const phone = freshPhone();
    const sent = await agent.post(paths.create, { phone_number: `+7 (912) ${phone.slice(4, 7)}-${phone.slice(7)}`, country_code: 'RU', lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ phone, resendAfterSeconds: 60, expiresAt: new Date(clock.getTime() + 10 * MINUTE).toISOString() });
    const text = await latestOutboxText(t.app, `+${phone}`, 'localhost');
    expect(text).toMatch(/phone binding code is \d{6}/);

    const wrong = String((Number(codeIn(text)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await agent.post(paths.confirm, { phone_number: phone, confirm_code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect(await status(agent)).toEqual({ phone: null, confirmed: false });

    const confirmed = await agent.post(paths.confirm, { phone_number: phone, confirm_code: codeIn(text) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ phone, confirmed: true });
    expect(await status(agent)).toEqual({ phone, confirmed: true });
    expect((await agent.get('/web-api/user/getuserconfig')).json().data).toMatchObject({ phone, phoneConfirmed: true });

    // Taken once; a confirmed phone is changed, not bound again.
    const replay = await agent.post(paths.confirm, { phone_number: phone, confirm_code: codeIn(text) });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.errors).toEqual({ phone_number: ['phone_binding_already_confirmed'] });
    expect((await agent.post(paths.create, { phone_number: freshPhone(), country_code: 'ru' })).statusCode).toBe(409);
  });

  it('refuses a code once it expired', async () => {
    const { agent } = await player();
    const phone = freshPhone();
    expect((await agent.post(paths.create, { phone_number: phone, country_code: 'ru' })).statusCode).toBe(200);
    const code = await smsCode(phone);
    later(10 * MINUTE + 1000);
    const expired = await agent.post(paths.confirm, { phone_number: phone, confirm_code: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect(await status(agent)).toEqual({ phone: null, confirmed: false });
  });

  it('checks the number against its country and the player is the session, not the payload', async () => {
    const { agent } = await player();
    const short = await agent.post(paths.create, { phone_number: '7912', country_code: 'ru' });
    expect(short.json().error.errors).toEqual({ phone_number: ['phone_min_length'] });
    const firstDigit = await agent.post(paths.create, { phone_number: '71234567890', country_code: 'ru' });
    expect(firstDigit.statusCode).toBe(400);
    expect(Object.keys(firstDigit.json().error.errors)).toEqual(['phone_number']);
    const otherCountry = await agent.post(paths.create, { phone_number: '447911123456', country_code: 'ru' });
    expect(otherCountry.json().error.errors).toEqual({ phone_number: ['validation_phone_invalid'] });
    const unknownCountry = await agent.post(paths.create, { phone_number: freshPhone(), country_code: 'zz' });
    expect(unknownCountry.json().error.errors).toEqual({ country_code: ['validation_incorrect_country'] });

    const { agent: other, id: otherId } = await player();
    const withId = await agent.post(paths.create, { phone_number: freshPhone(), country_code: 'ru', user_id: otherId });
    expect(withId.statusCode).toBe(400);
    expect(await status(other)).toEqual({ phone: null, confirmed: false });

    const guest = new Agent(t.app, 'localhost', { ip: '10.7.9.1' });
    expect((await guest.post(paths.create, { phone_number: freshPhone(), country_code: 'ru' })).statusCode).toBe(401);
    expect((await guest.post(paths.confirm, { phone_number: freshPhone(), confirm_code: '123456' })).statusCode).toBe(401);
  });

  it("answers another account's phone as any phone, and refuses it only after its code", async () => {
    const owner = await player();
    const taken = freshPhone();
    await owner.agent.post(paths.create, { phone_number: taken, country_code: 'ru' });
    expect((await owner.agent.post(paths.confirm, { phone_number: taken, confirm_code: await smsCode(taken) })).statusCode).toBe(200);

    const { agent } = await player();
    const free = freshPhone();
    const forFree = await agent.post(paths.create, { phone_number: free, country_code: 'ru' });
    later(MINUTE + 1000);
    const forTaken = await agent.post(paths.create, { phone_number: taken, country_code: 'ru' });
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(Object.keys(forTaken.json().data)).toEqual(Object.keys(forFree.json().data));
    expect(forTaken.json().data.phone).toBe(taken);

    const refused = await agent.post(paths.confirm, { phone_number: taken, confirm_code: await smsCode(taken) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.errors).toEqual({ phone_number: ['phone_binding_taken'] });
    expect(await status(agent)).toEqual({ phone: null, confirmed: false });
    expect(await status(owner.agent)).toEqual({ phone: taken, confirmed: true });
  });

  it("never confirms a phone with a code sent to another player's session", async () => {
    const a = await player();
    const b = await player();
    const phone = freshPhone();
    await a.agent.post(paths.create, { phone_number: phone, country_code: 'ru' });
    const stolen = await b.agent.post(paths.confirm, { phone_number: phone, confirm_code: await smsCode(phone) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect(await status(b.agent)).toEqual({ phone: null, confirmed: false });
    expect(await status(a.agent)).toEqual({ phone: null, confirmed: false });

    // The owner asks again and binds it.
    later(MINUTE + 1000);
    await a.agent.post(paths.create, { phone_number: phone, country_code: 'ru' });
    expect((await a.agent.post(paths.confirm, { phone_number: phone, confirm_code: await smsCode(phone) })).statusCode).toBe(200);
    expect(await status(a.agent)).toEqual({ phone, confirmed: true });
  });

  it("slows a guesser down without locking the phone's owner out", async () => {
    const owner = await player();
    const guesser = await player();
    const phone = freshPhone();
    await owner.agent.post(paths.create, { phone_number: phone, country_code: 'ru' });
    const code = await smsCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await guesser.agent.post(paths.confirm, { phone_number: phone, confirm_code: wrong });
      expect(res.statusCode).toBe(400);
    }
    const locked = await guesser.agent.post(paths.confirm, { phone_number: phone, confirm_code: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(await status(guesser.agent)).toEqual({ phone: null, confirmed: false });

    // Five wrong tries burned that code; the owner's fresh one works from their own address.
    expect((await owner.agent.post(paths.confirm, { phone_number: phone, confirm_code: code })).statusCode).toBe(400);
    later(MINUTE + 1000);
    await owner.agent.post(paths.create, { phone_number: phone, country_code: 'ru' });
    expect((await owner.agent.post(paths.confirm, { phone_number: phone, confirm_code: await smsCode(phone) })).statusCode).toBe(200);
  });

  it('confirms the unconfirmed phone a player registered with', async () => {
    const agent = new Agent(t.app, 'goalbet.localhost', { ip: `10.7.0.${++ip}` });
    const phone = freshPhone();
    const body = { type: 'full_reg_v1', email: `p${phone}@example.com`, phone, password: 'Player123', first_name: 'Jo', last_name: 'Doe', birth_date: '1990-01-01', currency: 'USD', age_confirmed: true, terms_accepted: true };
    expect((await agent.post('/web-api/user/registration', body)).statusCode).toBe(200);
    expect(await status(agent)).toEqual({ phone, confirmed: false });

    const sent = await agent.post(paths.sendCode, { lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ phone, resendAfterSeconds: 60 });
    expect((await agent.post(paths.sendCode, {})).statusCode).toBe(429);
    const code = codeIn(await latestOutboxText(t.app, `+${phone}`, 'goalbet.localhost'));
    const confirmed = await agent.post(paths.confirm, { confirm_code: code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await status(agent)).toEqual({ phone, confirmed: true });
    expect((await agent.post(paths.sendCode, {})).statusCode).toBe(409);

    const { agent: oneClick } = await player();
    expect((await oneClick.post(paths.sendCode, {})).json().error.errors).toEqual({ phone_number: ['phone_binding_no_phone'] });
  });

  /** A one-click player who bound and confirmed a phone. */
  async function playerWithPhone() {
    const p = await player();
    const phone = freshPhone();
    await p.agent.post(paths.create, { phone_number: phone, country_code: 'ru' });
    expect((await p.agent.post(paths.confirm, { phone_number: phone, confirm_code: await smsCode(phone) })).statusCode).toBe(200);
    return { ...p, phone };
  }
  const setQuestion = async (p: { agent: Agent; password: string }, answer: string) =>
    expect((await p.agent.post(secureQuestionPaths.set, { question_id: 3, user_answer: answer, password: wrapPassword(p.password) })).statusCode).toBe(200);

  it('changes a confirmed phone with the secure answer, the old phone’s code and the new phone’s code', async () => {
    const p = await playerWithPhone();
    const noQuestion = await p.agent.post(paths.checkAnswer, { user_answer: 'Lisbon' });
    expect(noQuestion.json().error.errors).toEqual({ user_answer: ['phone_change_no_question'] });
    await setQuestion(p, 'Lisbon');

    const wrongAnswer = await p.agent.post(paths.checkAnswer, { user_answer: 'Porto' });
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json().error.errors).toEqual({ user_answer: ['secure_answer_wrong'] });
    later(MINUTE + 1000);
    const asked = await p.agent.post(paths.checkAnswer, { user_answer: '  LISBON ', lang: 'en' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ phone: p.phone, resendAfterSeconds: 60 });
    const oldText = await latestOutboxText(t.app, `+${p.phone}`, 'localhost');
    expect(oldText).toMatch(/phone change code is \d{6}/);

    const wrongCode = String((Number(codeIn(oldText)) + 1) % 1_000_000).padStart(6, '0');
    expect((await p.agent.post(paths.checkCode, { confirm_code: wrongCode })).json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    const permit = await p.agent.post(paths.checkCode, { confirm_code: codeIn(oldText) });
    expect(permit.statusCode, permit.body).toBe(200);
    const token = permit.json().data.change_token as string;

    expect((await p.agent.post(paths.update, { change_token: token, phone_number: p.phone, country_code: 'ru' })).json().error.errors).toEqual({ phone_number: ['phone_change_same'] });
    const fresh = freshPhone();
    expect((await p.agent.post(paths.update, { change_token: 'x'.repeat(30), phone_number: fresh, country_code: 'ru' })).json().error.errors).toEqual({ change_token: ['phone_change_expired'] });
    const sent = await p.agent.post(paths.update, { change_token: token, phone_number: fresh, country_code: 'ru' });
    expect(sent.statusCode, sent.body).toBe(200);
    const newCode = await smsCode(fresh);
    expect((await p.agent.post(paths.confirm, { phone_number: fresh, confirm_code: newCode })).statusCode).toBe(409);
    const changed = await p.agent.post(paths.confirm, { phone_number: fresh, confirm_code: newCode, change_token: token });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status(p.agent)).toEqual({ phone: fresh, confirmed: true });

    // The token was for the old phone: it opens nothing now.
    later(MINUTE + 1000);
    const again = await p.agent.post(paths.update, { change_token: token, phone_number: freshPhone(), country_code: 'ru' });
    expect(again.json().error.errors).toEqual({ change_token: ['phone_change_expired'] });
  });

  it("refuses another player's token, an expired one, and a change without a confirmed phone", async () => {
    const a = await playerWithPhone();
    const b = await playerWithPhone();
    await setQuestion(a, 'Lisbon');
    later(MINUTE + 1000);
    await a.agent.post(paths.checkAnswer, { user_answer: 'lisbon' });
    const token = (await a.agent.post(paths.checkCode, { confirm_code: await smsCode(a.phone) })).json().data.change_token as string;

    const stolen = await b.agent.post(paths.update, { change_token: token, phone_number: freshPhone(), country_code: 'ru' });
    expect(stolen.json().error.errors).toEqual({ change_token: ['phone_change_expired'] });
    later(15 * MINUTE + 1000);
    const expired = await a.agent.post(paths.update, { change_token: token, phone_number: freshPhone(), country_code: 'ru' });
    expect(expired.json().error.errors).toEqual({ change_token: ['phone_change_expired'] });
    expect(await status(a.agent)).toEqual({ phone: a.phone, confirmed: true });
    expect(await status(b.agent)).toEqual({ phone: b.phone, confirmed: true });

    const { agent } = await player();
    expect((await agent.post(paths.checkAnswer, { user_answer: 'lisbon' })).json().error.errors).toEqual({ phone_number: ['phone_change_no_confirmed_phone'] });
  });
});
