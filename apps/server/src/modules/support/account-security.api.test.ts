import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSecurityPaths as paths, type NewSupportPin, type SecuritySummary } from '@stavka/contract/account-security';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { secureQuestionPaths } from '@stavka/contract/secure-question';
import { twoFactorPaths } from '@stavka/contract/two-factor';
import { findCommand } from '../../ops/command-table';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Security": `POST /web-api/user/secure` sums up the steps a player has taken to protect
// the account, and `getnewpincode` gives the PIN support asks a caller for. Support checks a PIN with
// `support:pin`: only the player's latest PIN matches, and only for that player.

type Ok<T> = { success: true; data: T };

describe.each(await testDatabaseKinds())('account protection and the support PIN on %s', (kind) => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const ops = async (...args: string[]) => findCommand(args[0]!)!.run(args.slice(1), { db: t.database.db });

  async function player(): Promise<{ agent: Agent; id: number; password: string }> {
    const agent = new Agent(t.app, 'localhost', { ip: `10.1.0.${++ip}` });
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<Ok<{ login: string; password: string }>>().data;
    return { agent, id: Number(login), password };
  }

  const summaryOf = async (agent: Agent) => {
    const res = await agent.post(paths.summary, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<SecuritySummary>>().data;
  };

  it('refuses a guest both calls', async () => {
    const guest = new Agent(t.app, 'localhost');
    for (const path of Object.values(paths)) expect((await guest.post(path, {})).statusCode, path).toBe(401);
  });

  it('rises from low as the player takes protection steps', async () => {
    const { agent, password } = await player();
    expect(await summaryOf(agent)).toEqual({
      level: 'low',
      done: 0,
      total: 4,
      checks: [
        { id: 'email_confirmed', done: false },
        { id: 'phone_confirmed', done: false },
        { id: 'two_factor', done: false },
        { id: 'secure_question', done: false },
      ],
      supportPinIssuedAt: null,
    });

    const question = await agent.post(secureQuestionPaths.set, { question_id: 3, user_answer: 'Moscow', password: wrapPassword(password), lang: 'en' });
    expect(question.statusCode, question.body).toBe(200);
    const afterQuestion = await summaryOf(agent);
    expect(afterQuestion).toMatchObject({ level: 'low', done: 1 });
    expect(afterQuestion.checks.find((c) => c.id === 'secure_question')?.done).toBe(true);

    const secret = (await agent.post(twoFactorPaths.qrCode)).json<Ok<{ code: string }>>().data.code;
    const enabled = await agent.post(twoFactorPaths.enable, { app_code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const afterTwoFactor = await summaryOf(agent);
    expect(afterTwoFactor).toMatchObject({ level: 'medium', done: 2 });
    expect(afterTwoFactor.checks.filter((c) => c.done).map((c) => c.id)).toEqual(['two_factor', 'secure_question']);
  });

  it('issues a six-digit PIN that support can check, and a new one replaces it', async () => {
    const { agent, id } = await player();
    const other = await player();
    const first = await agent.post(paths.newSupportPin, {});
    expect(first.statusCode, first.body).toBe(200);
    const { pin, issuedAt } = first.json<Ok<NewSupportPin>>().data;
    expect(pin).toMatch(/^\d{6}$/);
    expect((await summaryOf(agent)).supportPinIssuedAt).toBe(issuedAt);
    expect((await summaryOf(other.agent)).supportPinIssuedAt).toBeNull();

    expect(await ops('support:pin', String(id), pin)).toBe(`PIN matches player ${id}\n`);
    // Another player's account, or a PIN that is not the one issued, does not match.
    expect(await ops('support:pin', String(other.id), pin)).toBe(`PIN does NOT match player ${other.id}\n`);
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    expect(await ops('support:pin', String(id), wrong)).toBe(`PIN does NOT match player ${id}\n`);

    const second = (await agent.post(paths.newSupportPin, {})).json<Ok<NewSupportPin>>().data;
    expect(await ops('support:pin', String(id), second.pin)).toBe(`PIN matches player ${id}\n`);
    if (second.pin !== pin) expect(await ops('support:pin', String(id), pin)).toBe(`PIN does NOT match player ${id}\n`);
    await expect(ops('support:pin', String(id), '12ab56')).rejects.toThrow('Usage: support:pin <player> <pin>');
  });

  it('takes no fields', async () => {
    const { agent } = await player();
    for (const path of Object.values(paths)) expect((await agent.post(path, { userId: 1 })).statusCode, path).toBe(400);
  });
});
