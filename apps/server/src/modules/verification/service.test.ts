import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { deliveryMessages, verificationCodes } from '@stavka/db/schema';
import { parseEnv } from '../../config/env';
import { registerErrorHandling } from '../../http/error-handler';
import { openTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { createDelivery, DELIVERY_SEND_TOPIC, deliveryHandler, listOutboxMessages } from '../delivery/service';
import { createOutbox, type Outbox } from '../outbox/service';
import { checkCode, checkLink, sendCode, sendLink, type VerificationContext } from './service';

// Codes and links end to end on a real database: sent through the outbox, read back from it as
// a player would, checked once; limits and lock-outs with a clock the test drives (issue 3).

const SITE = 7;
const t0 = new Date('2030-03-01T12:00:00Z');
const MINUTE = 60_000;
let serial = 0;
const uniquePhone = () => `+7999${String(1_000_000 + ++serial).slice(1)}${Math.floor(Math.random() * 10)}`;
const uniqueEmail = () => `player${++serial}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const uniqueIp = () => `10.${serial % 250}.${++serial % 250}.${Math.floor(Math.random() * 250)}`;

describe.each(await testDatabaseKinds())('verification on %s', (kind) => {
  let database: DatabaseHandle;
  let now = t0;
  let ctx: VerificationContext;
  let outbox: Outbox;
  const log = pino({ level: 'silent' });

  /** An outbox that hands `delivery.send` rows to a delivery of this environment; drained by the tests. */
  const outboxWith = (env: Record<string, string>): Outbox => {
    const made = createOutbox({ db: database.db, log, now: () => now, pollMs: 3_600_000 });
    made.handle(DELIVERY_SEND_TOPIC, deliveryHandler(createDelivery({ db: database.db, env: parseEnv({ NODE_ENV: 'test', ...env }), log })));
    return made;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    outbox = outboxWith({});
    ctx = { db: database.db, outbox, now: () => now };
  });
  afterAll(() => database.close());

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const lastMessageTo = async (to: string) => (await listOutboxMessages(database.db, { siteId: SITE, to, limit: 1 }))[0];
  const lastCodeTo = async (to: string) => (await lastMessageTo(to))?.codes[0] ?? '';
  /** Sends in a unit of work of its own, then lets the outbox deliver, as a request's commit does. */
  const send = async (target: string, extra: Partial<Parameters<typeof sendCode>[2]> = {}) => {
    const sent = await runInTransaction(database.db, (uow) =>
      sendCode(ctx, uow, { siteId: SITE, purpose: 'sms_sign_in', channel: 'sms', target, ip: uniqueIp(), lang: 'ru', brandName: 'Stavka', ...extra }),
    );
    await outbox.drain();
    return sent;
  };
  const check = (target: string, code: string, extra: Partial<Parameters<typeof checkCode>[1]> = {}) =>
    checkCode(ctx, { siteId: SITE, purpose: 'sms_sign_in', target, code, ip: uniqueIp(), ...extra });
  const incorrect = { id: 'validation', fields: { code: ['auth_incorrect_code'] } };

  describe('codes', () => {
    it('delivers a six-digit code that works exactly once', async () => {
      const phone = uniquePhone();
      const sent = await send(phone, { userId: 100000001 });
      expect(sent).toEqual({ expiresAt: new Date(now.getTime() + 10 * MINUTE), resendAfterSeconds: 60, sent: true });
      const message = await lastMessageTo(phone);
      expect(message).toMatchObject({ channel: 'sms', to: phone, purpose: 'sms_sign_in', subject: null });
      expect(message?.text).toMatch(/^Stavka: код для входа \d{6}\. Никому его не сообщайте\.$/);
      const code = await lastCodeTo(phone);
      expect(code).toMatch(/^\d{6}$/);

      expect(await check(phone, code)).toEqual({ userId: 100000001 });
      await expect(check(phone, code)).rejects.toMatchObject(incorrect);
    });

    it('stores only a keyed hash of the code', async () => {
      const phone = uniquePhone();
      await send(phone);
      const code = await lastCodeTo(phone);
      const rows = await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone.replace(/\D/g, '')));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('matches the target however it is typed', async () => {
      await send('+7 (999) 555-12-34', { purpose: 'phone_registration' });
      const code = await lastCodeTo('+79995551234');
      expect(await check('79995551234', ` ${code.slice(0, 3)} ${code.slice(3)} `, { purpose: 'phone_registration' })).toEqual({ userId: null });
    });

    it('expires after ten minutes', async () => {
      const [early, late] = [uniquePhone(), uniquePhone()];
      await send(early);
      await send(late);
      const [earlyCode, lateCode] = [await lastCodeTo(early), await lastCodeTo(late)];
      advance(10 * MINUTE - 1);
      expect(await check(early, earlyCode)).toEqual({ userId: null });
      advance(1);
      await expect(check(late, lateCode)).rejects.toMatchObject(incorrect);
    });

    it('is replaced by a newer code for the same purpose and target, and kept for another purpose', async () => {
      const phone = uniquePhone();
      await send(phone);
      const first = await lastCodeTo(phone);
      await send(phone, { purpose: 'phone_binding' });
      const binding = await lastCodeTo(phone);
      advance(MINUTE);
      await send(phone);
      const second = await lastCodeTo(phone);
      if (first !== second) await expect(check(phone, first)).rejects.toMatchObject(incorrect);
      expect(await check(phone, second)).toEqual({ userId: null });
      expect(await check(phone, binding, { purpose: 'phone_binding' })).toEqual({ userId: null });
    });

    it('lets exactly one of two concurrent checks of the right code through', async () => {
      const phone = uniquePhone();
      await send(phone);
      const code = await lastCodeTo(phone);
      const results = await Promise.allSettled([check(phone, code), check(phone, code), check(phone, code)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected')) expect(result.reason).toMatchObject(incorrect);
    });

    it.each([
      ['ru', 'sms', 'phone_registration', /^Stavka: код подтверждения регистрации \d{6}\. Никому его не сообщайте\.$/, null],
      ['en', 'sms', 'password_reset', /^Stavka: your password reset code is \d{6}\. Do not share it with anyone\.$/, null],
      ['kk', 'messenger', 'two_factor', /^Stavka: екі факторлы қорғау коды \d{6}\./, null],
      // A language without a dictionary of its own writes in English.
      ['pl', 'messenger', 'two_factor', /^Stavka: your two-factor code is \d{6}\./, null],
      ['ru', 'email', 'email_activation', /^Stavka: код подтверждения e-mail \d{6}\. .*\n\nКод действует 10 мин\.$/, /^Stavka: код подтверждения \d{6}$/],
    ] as const)('writes in the player’s language (%s, %s, %s)', async (lang, channel, purpose, text, subject) => {
      const target = channel === 'email' ? uniqueEmail() : uniquePhone().replace('+', '');
      await send(target, { lang, channel, purpose });
      const message = await lastMessageTo(channel === 'sms' ? `+${target}` : target);
      expect(message?.text).toMatch(text);
      if (subject) expect(message?.subject).toMatch(subject);
    });

    it('sends nothing, and keeps no code, for work that rolled back', async () => {
      const phone = uniquePhone();
      await expect(
        runInTransaction(database.db, async (uow) => {
          await sendCode(ctx, uow, { siteId: SITE, purpose: 'phone_registration', channel: 'sms', target: phone, ip: uniqueIp(), lang: 'en', brandName: 'Stavka' });
          throw new Error('the registration failed after the code was written');
        }),
      ).rejects.toThrow('the registration failed');
      await outbox.drain();
      expect(await lastMessageTo(phone)).toBeUndefined();
      expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone.replace(/\D/g, '')))).toEqual([]);
    });

    it('answers before the provider is asked, and keeps a message the provider refused for another try, on record', async () => {
      const failing = outboxWith({ DELIVERY_MESSENGER: 'off' });
      const chat = String(900_000_000 + ++serial);
      const sent = await runInTransaction(database.db, (uow) =>
        sendCode({ ...ctx, outbox: failing }, uow, { siteId: SITE, purpose: 'two_factor', channel: 'messenger', target: chat, ip: uniqueIp(), lang: 'en', brandName: 'Stavka' }),
      );
      expect(sent.sent).toBe(true);
      await failing.drain();
      const records = await database.db.select().from(deliveryMessages).where(eq(deliveryMessages.recipient, chat));
      expect(records.map((record) => record.status)).toEqual(['failed']);
      expect(records[0]?.error).toMatch(/no messenger/);
      // The code stays valid: the message is retried until the provider takes it or it expires.
      const rows = await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, chat));
      expect(rows[0]?.revokedAt).toBeNull();
    });

    it('skips a limited message when told to, writing nothing', async () => {
      const phone = uniquePhone();
      await send(phone);
      const skipped = await runInTransaction(database.db, (uow) =>
        sendCode(ctx, uow, { siteId: SITE, purpose: 'sms_sign_in', channel: 'sms', target: phone, ip: uniqueIp(), lang: 'ru', brandName: 'Stavka' }, { whenLimited: 'skip' }),
      );
      expect(skipped.sent).toBe(false);
      await outbox.drain();
      expect(await listOutboxMessages(database.db, { siteId: SITE, to: phone })).toHaveLength(1);
    });
  });

  describe('sending limits', () => {
    it('sends one code a minute per target and purpose, saying how long to wait', async () => {
      const phone = uniquePhone();
      await send(phone);
      advance(20_000);
      await expect(send(phone)).rejects.toMatchObject({ id: 'rate_limited', status: 429, details: { retryAfterSeconds: 40 } });
      await expect(send(phone)).rejects.toThrow('Too many messages requested. Try again in 40 seconds.');
      advance(40_000);
      await expect(send(phone)).resolves.toMatchObject({ resendAfterSeconds: 60 });
    });

    it('sends at most five codes an hour to a target', async () => {
      const email = uniqueEmail();
      const start = now.getTime();
      for (let i = 0; i < 5; i++) {
        await send(email, { channel: 'email' });
        advance(MINUTE);
      }
      await expect(send(email, { channel: 'email' })).rejects.toMatchObject({
        id: 'rate_limited',
        details: { retryAfterSeconds: (start + 60 * MINUTE - now.getTime()) / 1000 },
      });
      await expect(send(email.toUpperCase(), { channel: 'email', purpose: 'password_reset' })).rejects.toMatchObject({ id: 'rate_limited' });
    });

    it('sends at most twenty codes an hour from one IP', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 20; i++) await send(uniquePhone(), { ip });
      await expect(send(uniquePhone(), { ip })).rejects.toMatchObject({ id: 'rate_limited' });
      await expect(send(uniquePhone())).resolves.toBeDefined();
    });

    it('sends at most ten codes an hour for one account', async () => {
      const userId = 200000000 + ++serial;
      for (let i = 0; i < 10; i++) await send(uniquePhone(), { userId });
      await expect(send(uniquePhone(), { userId })).rejects.toMatchObject({ id: 'rate_limited' });
      await expect(send(uniquePhone(), { userId: userId + 1 })).resolves.toBeDefined();
    });
  });

  describe('wrong codes', () => {
    it('burns a code after five wrong tries from anywhere, but never locks its owner out: a fresh code works', async () => {
      const phone = uniquePhone();
      const owner = uniqueIp();
      await send(phone, { ip: owner });
      const code = await lastCodeTo(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      // Five guessers, one wrong code each: the code is burned, nobody is locked.
      for (let i = 0; i < 5; i++) await expect(check(phone, wrong)).rejects.toMatchObject({ ...incorrect, details: { attemptsLeft: 4 } });
      await expect(check(phone, code, { ip: owner })).rejects.toMatchObject(incorrect);

      advance(MINUTE);
      await send(phone, { ip: owner });
      expect(await check(phone, await lastCodeTo(phone), { ip: owner })).toEqual({ userId: null });
    });

    it('makes one address wait longer after each wrong code for a target beyond five, and only that address', async () => {
      const phone = uniquePhone();
      const guesser = uniqueIp();
      for (const attemptsLeft of [4, 3, 2, 1, 0]) {
        await expect(check(phone, '123456', { ip: guesser })).rejects.toMatchObject({ ...incorrect, details: { attemptsLeft } });
      }
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        const refused = check(phone, '123456', { ip: guesser });
        await expect(refused).rejects.toMatchObject({ id: 'rate_limited', status: 429 });
        const seconds = ((await refused.catch((error: { details: { retryAfterSeconds: number } }) => error)) as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds;
        waits.push(seconds);
        // Checking again while locked changes nothing; after the wait the next wrong code doubles it.
        await expect(check(phone, '123456', { ip: guesser })).rejects.toMatchObject({ id: 'rate_limited', details: { retryAfterSeconds: seconds } });
        advance(seconds * 1000);
      }
      expect(waits).toEqual([60, 120, 240]);

      // The owner, elsewhere, asks for a code and signs in with it meanwhile.
      const owner = uniqueIp();
      await send(phone, { ip: owner });
      expect(await check(phone, await lastCodeTo(phone), { ip: owner })).toEqual({ userId: null });
    });

    it('locks an IP that guesses codes for many targets', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 19; i++) await expect(check(uniquePhone(), '123456', { ip })).rejects.toMatchObject(incorrect);
      await expect(check(uniquePhone(), '123456', { ip })).rejects.toMatchObject({ id: 'rate_limited', details: { retryAfterSeconds: 1800 } });
      await expect(check(uniquePhone(), '123456', { ip })).rejects.toMatchObject({ id: 'rate_limited' });
    });

    it('answers 429 with Retry-After and error.details over HTTP', async () => {
      const app = Fastify({ logger: false });
      registerErrorHandling(app);
      app.post('/web-api/test/check', async (request) => {
        const body = request.body as { phone: string; code: string };
        return checkCode(ctx, { siteId: SITE, purpose: 'sms_sign_in', target: body.phone, code: body.code, ip: '192.0.2.1' });
      });
      const phone = uniquePhone();
      await send(phone);
      const code = await lastCodeTo(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await app.inject({ method: 'POST', url: '/web-api/test/check', payload: { phone, code: wrong } }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 429, 429]);
      expect(answers[0]?.json().error).toMatchObject({ id: 'validation', errors: { code: ['auth_incorrect_code'] }, details: { attemptsLeft: 4 } });
      expect(answers[6]?.headers['retry-after']).toBe('60');
      expect(answers[6]?.json()).toEqual({
        success: false,
        error: { id: 'rate_limited', message: 'Too many wrong codes. Checking is locked; try again in 60 seconds.', details: { retryAfterSeconds: 60 } },
      });
      await app.close();
    });
  });

  describe('links', () => {
    const sendActivation = async (email: string, userId: number, purpose: 'email_activation' | 'password_reset' = 'email_activation') => {
      const sent = await runInTransaction(database.db, (uow) =>
        sendLink(ctx, uow, {
          siteId: SITE,
          purpose,
          target: email,
          userId,
          ip: uniqueIp(),
          lang: 'en',
          brandName: 'Goalbet',
          linkFor: (token) => `https://goalbet.test/en/activate?token=${token}`,
        }),
      );
      await outbox.drain();
      return sent;
    };
    const tokenIn = async (email: string) => new URL((await lastMessageTo(email))?.links[0] ?? 'http://x/').searchParams.get('token') ?? '';

    it('mails a single-use link that names the account and the address', async () => {
      const email = uniqueEmail();
      expect(await sendActivation(email.toUpperCase(), 100000002)).toEqual({ expiresAt: new Date(now.getTime() + 24 * 60 * MINUTE), sent: true });
      const message = await lastMessageTo(email);
      expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Goalbet: confirm your e-mail', purpose: 'email_activation' });
      expect(message?.text).toContain('The link is valid for 24 h.');
      const token = await tokenIn(email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      await expect(checkLink(ctx, { siteId: SITE, purpose: 'password_reset', token })).rejects.toMatchObject({ id: 'validation' });
      expect(await checkLink(ctx, { siteId: SITE, purpose: 'email_activation', token })).toEqual({ userId: 100000002, target: email });
      await expect(checkLink(ctx, { siteId: SITE, purpose: 'email_activation', token })).rejects.toMatchObject({
        id: 'validation',
        fields: { token: ['delivery_link_invalid'] },
      });
    });

    it.each([
      ['email_activation', 24 * 60 * MINUTE],
      ['password_reset', 60 * MINUTE],
    ] as const)('expires a %s link after its time', async (purpose, ttl) => {
      const [early, late] = [uniqueEmail(), uniqueEmail()];
      await sendActivation(early, 1, purpose);
      await sendActivation(late, 2, purpose);
      const [earlyToken, lateToken] = [await tokenIn(early), await tokenIn(late)];
      advance(ttl - 1);
      expect(await checkLink(ctx, { siteId: SITE, purpose, token: earlyToken })).toMatchObject({ userId: 1 });
      advance(1);
      await expect(checkLink(ctx, { siteId: SITE, purpose, token: lateToken })).rejects.toMatchObject({ id: 'validation' });
    });

    it('keeps only the newest link of an address working', async () => {
      const email = uniqueEmail();
      await sendActivation(email, 3);
      const first = await tokenIn(email);
      advance(MINUTE);
      await sendActivation(email, 3);
      const second = await tokenIn(email);
      await expect(checkLink(ctx, { siteId: SITE, purpose: 'email_activation', token: first })).rejects.toMatchObject({ id: 'validation' });
      expect(await checkLink(ctx, { siteId: SITE, purpose: 'email_activation', token: second })).toMatchObject({ userId: 3 });
    });

    it.each(['', 'short', 'x'.repeat(43) + '=', '../'.repeat(15)])('refuses a malformed token %j', async (token) => {
      await expect(checkLink(ctx, { siteId: SITE, purpose: 'email_activation', token })).rejects.toMatchObject({ id: 'validation' });
    });
  });
});
