import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { socialIdentities, users } from '@stavka/db/schema';
import { Agent } from '../../../testing/agent';
import { testDatabaseKinds } from '../../../testing/databases';
import { withoutCaptcha } from '../../../testing/players';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { setSiteValue } from '../../site/service';

// Sign-in with the Telegram login widget (issue 13, decision 0040): the browser comes back with
// the fields Telegram signed with the brand's bot token. The hash is made here exactly as Telegram
// documents it, independently of the server's code; the server signs the person in or registers
// them by their Telegram id, and refuses a changed field, another bot's hash, a day-old answer and
// an answer used before — each without a session.

const GOALBET = 'http://goalbet.localhost:3000';
const STAVKA = 'http://localhost:3000';
const TOKENS = { goalbet: '1111111:goalbet-bot-token-AAAAAAAAAAAAAAAAAAAA', stavka: '2222222:stavka-bot-token-BBBBBBBBBBBBBBBBBBBB' };

/** Telegram's hash: HMAC-SHA-256 of the sorted `key=value` lines, keyed by SHA-256 of the token. */
function signed(fields: Record<string, string>, token: string): Record<string, string> {
  const text = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const key = createHash('sha256').update(token).digest();
  return { ...fields, hash: createHmac('sha256', key).update(text).digest('hex') };
}

describe.each(await testDatabaseKinds())('Telegram sign-in on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const clock = new Date();
  const nowS = () => Math.floor(clock.getTime() / 1000);

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {
        SOCIAL_CLIENT_SECRETS: JSON.stringify({ goalbet: { telegram: TOKENS.goalbet }, stavka: { telegram: TOKENS.stavka } }),
        SOCIAL_LOCAL_PROVIDER: '1',
      },
      { now: () => clock },
    );
    await withoutCaptcha(t.database.db);
    await setSiteValue(t.database.db, 'goalbet', 'social.telegram', { bot: 'goalbet_login_bot' });
    await setSiteValue(t.database.db, 'goalbet', 'social.localProvider', false);
    await setSiteValue(t.database.db, 'stavka', 'social.telegram', { bot: 'stavka_login_bot', displayName: 'Telegram' });
  });
  afterAll(() => t.close());

  const visitor = (host = 'goalbet.localhost') => new Agent(t.app, host, { ip: `10.8.0.${++n}` });
  const telegramId = () => String(700_000_000 + Math.floor(Math.random() * 1_000_000) * 100 + ++n);
  const answer = (id: string, token = TOKENS.goalbet, authDate = nowS()) =>
    signed(
      { id, first_name: 'Ivan', username: 'ivan_tg', photo_url: 'https://t.me/i/userpic/320/ivan.jpg', auth_date: String(authDate) },
      token,
    );

  /** Back from Telegram with `fields`: where the site sends the player. */
  async function back(agent: Agent, fields: Record<string, string>, ours: Record<string, string> = { provider: 'telegram', lang: 'en' }) {
    const res = await agent.get(`${socialPaths.telegram}?${new URLSearchParams({ ...ours, ...fields }).toString()}`);
    expect(res.statusCode, res.body).toBe(303);
    return new URL(String(res.headers.location));
  }

  const sessionUser = async (agent: Agent) => {
    const res = await agent.get('/web-api/session-api/sessions/user');
    return res.statusCode === 200 ? (res.json().data.userId as number) : null;
  };

  it('offers Telegram’s widget with the bot’s name and the brand’s callback, never its token', async () => {
    const res = await visitor().get(socialPaths.rights);
    expect(res.json().data.providers).toEqual([
      {
        id: 'telegram',
        name: 'Telegram',
        widget: { bot: 'goalbet_login_bot', authUrl: `${GOALBET}${socialPaths.telegram}?provider=telegram` },
      },
      { id: 'metamask', name: 'MetaMask', localWallet: false },
    ]);
    expect(res.body).not.toContain('goalbet-bot-token');
  });

  it('registers a new person by their Telegram id, keeps the chat id, then signs the same id in', async () => {
    const id = telegramId();
    const first = visitor();
    expect((await back(first, answer(id))).href).toBe(`${GOALBET}/en/social-sign-in?result=registered`);
    const userId = await sessionUser(first);
    expect(userId).not.toBeNull();
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, userId ?? 0));
    expect(user).toMatchObject({ registrationType: 'soc_reg', email: null, language: 'en' });
    const [identity] = await t.database.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, 'telegram'), eq(socialIdentities.subject, id)));
    expect(identity).toMatchObject({ userId, chatId: id, email: null });

    const again = visitor();
    expect((await back(again, answer(id, TOKENS.goalbet, nowS() - 5))).searchParams.get('result')).toBe('signed_in');
    expect(await sessionUser(again)).toBe(userId);
  });

  it('refuses a changed field, another bot’s hash, an old or future auth_date, each without a session', async () => {
    const id = telegramId();
    const cases: [Record<string, string>, string][] = [
      [{ ...answer(id), id: telegramId() }, 'invalid_hash'],
      [{ ...answer(id), first_name: 'Petr' }, 'invalid_hash'],
      [{ ...answer(id), extra: 'x' }, 'invalid_hash'],
      [answer(id, '1111111:not-the-goalbet-bot-token-CCCCCCCCCCC'), 'invalid_hash'],
      [answer(id, TOKENS.goalbet, nowS() - 24 * 60 * 60 - 1), 'outdated'],
      [answer(id, TOKENS.goalbet, nowS() + 3600), 'outdated'],
    ];
    for (const [fields, error] of cases) {
      const agent = visitor();
      expect((await back(agent, fields)).href).toBe(`${GOALBET}/en/social-sign-in?error=${error}`);
      expect(await sessionUser(agent)).toBeNull();
    }
    const identities = await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, id));
    expect(identities).toEqual([]);
  });

  it('uses an answer once: the same answer again is refused', async () => {
    const fields = answer(telegramId());
    expect((await back(visitor(), fields)).searchParams.get('result')).toBe('registered');
    const replayer = visitor();
    expect((await back(replayer, fields)).href).toBe(`${GOALBET}/en/social-sign-in?error=replayed`);
    expect(await sessionUser(replayer)).toBeNull();
  });

  it('keeps each brand to its own bot: another brand’s answer is refused, and the same id is another player there', async () => {
    const id = telegramId();
    const onGoalbet = visitor();
    expect((await back(onGoalbet, answer(id, TOKENS.stavka))).searchParams.get('error')).toBe('invalid_hash');
    expect(await sessionUser(onGoalbet)).toBeNull();

    const goalbetPlayer = visitor();
    expect((await back(goalbetPlayer, answer(id))).searchParams.get('result')).toBe('registered');
    const stavkaPlayer = visitor('localhost');
    const there = await back(stavkaPlayer, answer(id, TOKENS.stavka), { provider: 'telegram', lang: 'ru' });
    expect(there.href).toBe(`${STAVKA}/ru/social-sign-in?result=registered`);
    expect(await sessionUser(stavkaPlayer)).not.toBe(await sessionUser(goalbetPlayer));
  });

  it('signs a person in through the local Telegram page of a demo brand, and not where it does not run', async () => {
    const agent = visitor('localhost');
    const start = await agent.get(`${socialPaths.start}?provider=localtelegram&lang=ru`);
    expect(start.statusCode).toBe(302);
    const page = new URL(String(start.headers.location));
    expect(page.href).toBe(`${STAVKA}/local-telegram/stavka?lang=ru`);
    const form = await agent.get(`${page.pathname}${page.search}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Вход на Stavka через Telegram');

    const wrong = await agent.get(`${page.pathname}?lang=ru&first_name=Vera&id=abc`);
    expect(wrong.statusCode).toBe(400);
    const id = telegramId().slice(0, 12);
    const confirmed = await agent.get(`${page.pathname}?lang=ru&first_name=Vera&id=${id}`);
    expect(confirmed.statusCode).toBe(303);
    const answerUrl = new URL(String(confirmed.headers.location));
    expect(answerUrl.origin + answerUrl.pathname).toBe(`${STAVKA}${socialPaths.telegram}`);
    expect(confirmed.body).not.toContain('stavka-bot-token');
    const result = await agent.get(`${answerUrl.pathname}${answerUrl.search}`);
    expect(String(result.headers.location)).toBe(`${STAVKA}/ru/social-sign-in?result=registered`);
    expect(await sessionUser(agent)).not.toBeNull();
    // The local bot's answer is no Telegram answer: the real provider refuses it.
    answerUrl.searchParams.set('provider', 'telegram');
    expect(String((await visitor('localhost').get(`${answerUrl.pathname}${answerUrl.search}`)).headers.location)).toContain(
      'error=invalid_hash',
    );

    expect((await visitor().get('/local-telegram/goalbet?lang=en')).statusCode).toBe(404);
    expect((await visitor().get(`${socialPaths.start}?provider=localtelegram&lang=en`)).headers.location).toBe(
      `${GOALBET}/en/social-sign-in?error=unavailable`,
    );
  });
});
