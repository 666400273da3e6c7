import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@stavka/db/schema';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { secureQuestionPaths as paths } from '@stavka/contract/secure-question';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Security": the secure question. A player sets a listed question or one of their own
// under their password, changes it only with the old answer, and wrong passwords or answers make
// the account wait; a phone's question is answered alike whether or not the phone is registered.

describe.each(await testDatabaseKinds())('the secure question on %s', (kind) => {
  let t: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(): Promise<{ agent: Agent; id: number; password: string }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, id: Number(login), password };
  }

  const mine = async (agent: Agent) => (await agent.post(paths.mine, { lang: 'en' })).json().data;
  const guest = () => new Agent(t.app, 'localhost', { ip: `10.9.0.${++ipCounter}` });

  it('lists the questions in the asked language and the brand default', async () => {
    const en = (await guest().post(paths.list, { lang: 'en' })).json().data.questions;
    const ru = (await guest().post(paths.list, {})).json().data.questions;
    expect(en).toHaveLength(6);
    expect(en[0]).toEqual({ id: 1, text: "Your mother's maiden name" });
    expect(ru[0]).toEqual({ id: 1, text: 'Девичья фамилия матери' });
  });

  it('sets a listed question, shows it, and changes it only with the old answer, compared without case or outer spaces', async () => {
    const { agent, password } = await player();
    expect(await mine(agent)).toEqual({ question: null, custom: false, updatedAt: null });
    const set = await agent.post(paths.set, { question_id: 3, user_answer: '  Moscow ', password: wrapPassword(password), lang: 'en' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ question: { id: 3, text: 'The city you were born in' }, custom: false });
    expect(await mine(agent)).toMatchObject({ question: { id: 3 }, custom: false, updatedAt: expect.any(String) });

    const withoutOld = await agent.post(paths.setCustom, { question: 'My lucky number?', user_answer: 'seven', password });
    expect(withoutOld.json().error.errors).toEqual({ old_answer: ['secure_answer_old_required'] });
    const wrongOld = await agent.post(paths.setCustom, {
      question: 'My lucky number?',
      user_answer: 'seven',
      password,
      old_answer: 'Paris',
    });
    expect(wrongOld.json().error.errors).toEqual({ old_answer: ['secure_answer_wrong'] });
    expect((await mine(agent)).question.id).toBe(3);

    const changed = await agent.post(paths.setCustom, {
      question: 'My lucky number?',
      user_answer: 'Seven',
      password,
      old_answer: 'MOSCOW',
      lang: 'en',
    });
    expect(changed.json().data).toMatchObject({ question: { id: 0, text: 'My lucky number?' }, custom: true });
    // The new answer is now the old one: "seven" in any case opens the next change.
    const again = await agent.post(paths.set, { question_id: 1, user_answer: 'Smith', password, old_answer: ' SEVEN', lang: 'en' });
    expect(again.json().data.question).toEqual({ id: 1, text: "Your mother's maiden name" });
  });

  it('refuses a wrong password and writes nothing', async () => {
    const { agent } = await player();
    const res = await agent.post(paths.set, { question_id: 2, user_answer: 'Rex', password: 'Wrong12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors).toEqual({ password: ['secure_question_wrong_password'] });
    expect((await mine(agent)).question).toBeNull();
  });

  it('makes the account wait after repeated wrong answers, even for the right one, and keeps the question', async () => {
    const { agent, password } = await player();
    await agent.post(paths.set, { question_id: 2, user_answer: 'Rex', password });
    const wrong = { question_id: 4, user_answer: 'School 5', password, old_answer: 'Fido' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await agent.post(paths.set, wrong)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await agent.post(paths.set, { ...wrong, old_answer: 'rex' });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/Try again in \d+ minute/);
    expect((await mine(agent)).question.id).toBe(2);
  });

  it("changes only the caller's own question: another player's stays as it was", async () => {
    const a = await player();
    const b = await player();
    await a.agent.post(paths.set, { question_id: 5, user_answer: 'Pancakes', password: a.password });
    expect((await mine(b.agent)).question).toBeNull();
    // B's password and A's answer together change B's question only.
    await b.agent.post(paths.set, { question_id: 6, user_answer: 'Anna', password: b.password, old_answer: 'Pancakes' });
    expect((await mine(a.agent)).question.id).toBe(5);
    expect((await mine(b.agent)).question.id).toBe(6);
  });

  it('refuses guests, writes without the CSRF token, and bad input, writing nothing', async () => {
    const anon = guest();
    expect((await anon.post(paths.mine, {})).statusCode).toBe(401);
    expect((await anon.post(paths.set, { question_id: 1, user_answer: 'Smith', password: 'x' })).statusCode).toBe(401);
    const { agent, id, password } = await player();
    const noCsrf = new Agent(t.app, 'localhost', { csrf: false });
    await noCsrf.post('/web-api/user/auth', { login: String(id), password });
    expect((await noCsrf.post(paths.set, { question_id: 1, user_answer: 'Smith', password })).json().error.id).toBe('csrf_failed');
    const cases: [string, Record<string, unknown>, string | null][] = [
      [paths.set, { question_id: 99, user_answer: 'Smith', password }, 'secure_question_unknown'],
      [paths.set, { question_id: 1, user_answer: ' a ', password }, 'secure_answer_too_short'],
      [paths.set, { question_id: 1, user_answer: 'x'.repeat(65), password }, 'secure_answer_too_long'],
      [paths.set, { question_id: 1, user_answer: 'Smith' }, null],
      [paths.set, { question_id: '1', user_answer: 'Smith', password }, null],
      [paths.set, { question_id: 1, user_answer: 'Smith', password, user_id: id + 1 }, null],
      [paths.setCustom, { question: 'Why', user_answer: 'Smith', password }, 'secure_question_too_short'],
      [paths.setCustom, { question: 'q'.repeat(121), user_answer: 'Smith', password }, 'secure_question_too_long'],
    ];
    for (const [path, body, message] of cases) {
      const res = await agent.post(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.id).toBe('validation');
      if (message) expect(JSON.stringify(res.json().error.errors)).toContain(message);
    }
    expect((await mine(agent)).question).toBeNull();
  });

  describe('a question for a phone', () => {
    const ask = (phone: string, agent = guest()) => agent.post(paths.withPhone, { phone, lang: 'en' });
    const setPhone = (id: number, phone: string) => t.database.db.update(users).set({ phone }).where(eq(users.id, id));

    it("answers a registered phone's listed question and its own question without its text", async () => {
      const listed = await player();
      await setPhone(listed.id, '79161112201');
      await listed.agent.post(paths.set, { question_id: 4, user_answer: 'School 5', password: listed.password });
      expect((await ask('+7 916 111-22-01')).json()).toEqual({
        success: true,
        data: { question: { id: 4, text: 'The name of your first school' } },
      });
      const own = await player();
      await setPhone(own.id, '79161112202');
      await own.agent.post(paths.setCustom, { question: 'My secret place?', user_answer: 'Attic', password: own.password });
      expect((await ask('79161112202')).json().data).toEqual({ question: { id: 0, text: 'The question you wrote yourself' } });
    });

    it('answers an unknown phone, or one without a question, in the same shape and the same way each time', async () => {
      const bare = await player();
      await setPhone(bare.id, '79161112203');
      for (const phone of ['79161112203', '79990000001', '380501234567']) {
        const first = await ask(phone);
        expect(first.statusCode).toBe(200);
        const { question } = first.json().data;
        expect(Object.keys(question).sort()).toEqual(['id', 'text']);
        expect([0, 1, 2, 3, 4, 5, 6]).toContain(question.id);
        expect((await ask(phone)).json().data.question).toEqual(question);
      }
      // Many unknown phones get every kind of answer a registered one can, the own question too.
      const ids = new Set<number>();
      for (let i = 0; i < 60; i++) ids.add((await ask(`7999000${String(1000 + i)}`, guest())).json().data.question.id);
      expect([...ids].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it('slows down an address asking many phones, and refuses a malformed phone', async () => {
      const agent = guest();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await ask(`7999111${String(1000 + i)}`, agent)).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.at(-1)).toBe(429);
      const bad = await ask('12', guest());
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.errors).toEqual({ phone: ['phone_min_length'] });
    });
  });
});
