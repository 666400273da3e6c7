import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { deliveryMessages } from '@stavka/db/schema';
import { ConfigError, parseEnv } from '../../config/env';
import { AppError } from '../../http/app-error';
import { openTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { startHttpTestServer, type TestHttpServer } from './http-test-server';
import { createDelivery, listOutboxMessages, outboxPagesEnabled, type Delivery } from './service';
import { startSmtpTestServer } from './smtp-test-server';

// The delivery interface (issue 3) with every provider behind it: the built-in outbox, SMTP
// against a tiny local SMTP server, the SMS gateway and Telegram against a local HTTP server
// (DESIGN §1.6: the real adapters, the same interface, no outside network).

const log = pino({ level: 'silent' });
const BOT_TOKEN = '123456:SECRET-bot_token';
const productionReal = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/stavka',
  TRUST_PROXY: 'true',
  DELIVERY_EMAIL: 'smtp',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'Stavka <no-reply@example.com>',
  DELIVERY_SMS: 'gateway',
  SMS_GATEWAY_URL: 'https://sms.example.com/send',
  SMS_GATEWAY_TOKEN: 'secret',
  DELIVERY_MESSENGER: 'off',
};

describe('provider choice', () => {
  const fakeDb = {} as never;

  it('defaults every channel to the outbox and shows its pages outside production', () => {
    const env = parseEnv({});
    expect([env.DELIVERY_EMAIL, env.DELIVERY_SMS, env.DELIVERY_MESSENGER]).toEqual(['outbox', 'outbox', 'outbox']);
    expect(outboxPagesEnabled(env)).toBe(true);
    expect(outboxPagesEnabled(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
  });

  it('refuses the outbox in production with a message naming each setting', () => {
    const env = parseEnv({ ...productionReal, DELIVERY_SMS: 'outbox', DELIVERY_MESSENGER: 'outbox' });
    const attempt = () => createDelivery({ db: fakeDb, env, log });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration:\n {2}DELIVERY_SMS: is outbox in production.*ALLOW_OUTBOX_IN_PRODUCTION=1.*\n {2}DELIVERY_MESSENGER: is outbox/s);
  });

  it('runs the outbox in production when ALLOW_OUTBOX_IN_PRODUCTION says so', () => {
    const env = parseEnv({ NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: '1', ALLOW_OUTBOX_IN_PRODUCTION: '1', TRUST_PROXY: 'false' });
    expect(() => createDelivery({ db: fakeDb, env, log })).not.toThrow();
    expect(outboxPagesEnabled(env)).toBe(true);
  });

  it('has no outbox pages in production with real providers', () => {
    const env = parseEnv(productionReal);
    expect(() => createDelivery({ db: fakeDb, env, log })).not.toThrow();
    expect(outboxPagesEnabled(env)).toBe(false);
  });

  it.each([
    [{ DELIVERY_EMAIL: 'smtp' }, ['SMTP_URL', 'MAIL_FROM']],
    [{ DELIVERY_SMS: 'gateway' }, ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN']],
    [{ DELIVERY_MESSENGER: 'telegram' }, ['TELEGRAM_BOT_TOKEN']],
    [{ DELIVERY_EMAIL: 'smtp', SMTP_URL: 'http://mail', MAIL_FROM: 'a@b.c' }, ['SMTP_URL']],
    [{ DELIVERY_SMS: 'pigeon' }, ['DELIVERY_SMS']],
  ])('parseEnv names what a provider lacks: %j', (vars, names) => {
    const attempt = () => parseEnv(vars);
    expect(attempt).toThrow(ConfigError);
    for (const name of names) expect(attempt).toThrow(`  ${name}: `);
  });
});

describe.each(await testDatabaseKinds())('delivery on %s', (kind) => {
  let database: DatabaseHandle;
  let http: TestHttpServer;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let real: Delivery;

  beforeAll(async () => {
    [database, http, smtp] = await Promise.all([openTestDatabase(kind), startHttpTestServer(), startSmtpTestServer({ rejectRecipient: 'nobody@example.com' })]);
    real = createDelivery({
      db: database.db,
      log,
      env: parseEnv({
        NODE_ENV: 'test',
        DELIVERY_EMAIL: 'smtp',
        SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Stavka <no-reply@stavka.test>',
        DELIVERY_SMS: 'gateway',
        SMS_GATEWAY_URL: `${http.url}/v1/sms`,
        SMS_GATEWAY_TOKEN: 'gateway-token',
        SMS_SENDER: 'Stavka',
        DELIVERY_MESSENGER: 'telegram',
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_URL: `${http.url}/`,
      }),
    });
  });
  afterAll(async () => {
    await Promise.all([http.close(), smtp.close()]);
    await database.close();
  });
  beforeEach(() => {
    http.received.length = 0;
  });

  const recordOf = async (id: string) => (await database.db.select().from(deliveryMessages).where(eq(deliveryMessages.id, id)))[0];
  const lastRecordTo = async (to: string) => (await database.db.select().from(deliveryMessages).where(eq(deliveryMessages.recipient, to))).at(-1);

  it('outbox: stores every message and lists a recipient’s newest first with codes and links picked out', async () => {
    const delivery = createDelivery({ db: database.db, env: parseEnv({ NODE_ENV: 'test' }), log });
    const first = await delivery.send({ siteId: 1, channel: 'sms', to: '+79991234567', text: 'Stavka: code 123456.', purpose: 'sms_sign_in' });
    const second = await delivery.send({
      siteId: 1,
      channel: 'email',
      to: 'player@example.com',
      subject: 'Confirm',
      text: 'Open https://stavka.test/ru/activate?token=abc_DEF-1. Then sign in.',
      html: '<p>Open</p>',
      purpose: 'email_activation',
    });
    const third = await delivery.send({ siteId: 1, channel: 'sms', to: '+79991234567', text: 'Stavka: code 654321.', purpose: 'sms_sign_in' });
    await delivery.send({ siteId: 2, channel: 'sms', to: '+79991234567', text: 'other brand 111111', purpose: 'sms_sign_in' });

    const [row] = await database.db.select().from(deliveryMessages).where(eq(deliveryMessages.id, second.id));
    expect(row).toMatchObject({ siteId: 1, channel: 'email', recipient: 'player@example.com', subject: 'Confirm', html: '<p>Open</p>', provider: 'outbox', status: 'sent', error: null });

    const phone = await listOutboxMessages(database.db, { siteId: 1, to: '+7 (999) 123-45-67' });
    expect(phone.map((message) => message.id)).toEqual([third.id, first.id]);
    expect(phone[0]).toMatchObject({ channel: 'sms', to: '+79991234567', codes: ['654321'], links: [], purpose: 'sms_sign_in' });

    const mail = await listOutboxMessages(database.db, { siteId: 1, to: 'Player@Example.com' });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Confirm', links: ['https://stavka.test/ru/activate?token=abc_DEF-1'], codes: [] });

    expect(await listOutboxMessages(database.db, { siteId: 1, limit: 2 })).toHaveLength(2);
    expect((await listOutboxMessages(database.db, { siteId: 2 })).map((message) => message.codes)).toEqual([['111111']]);
  });

  it('off: records a message the provider refused and answers 503', async () => {
    const delivery = createDelivery({ db: database.db, env: parseEnv({ NODE_ENV: 'test', DELIVERY_MESSENGER: 'off' }), log });
    const attempt = delivery.send({ siteId: 1, channel: 'messenger', to: '123456789', text: 'code 222333', purpose: 'two_factor' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ id: 'unavailable', status: 503 });
    const [row] = await database.db.select().from(deliveryMessages).where(eq(deliveryMessages.recipient, '123456789'));
    expect(row).toMatchObject({ provider: 'off', status: 'failed', body: 'code 222333' });
    expect(row?.error).toMatch(/DELIVERY_MESSENGER=off/);
    // Only what the outbox provider kept is listed.
    expect(await listOutboxMessages(database.db, { siteId: 1, to: '123456789' })).toEqual([]);
  });

  describe('SMTP', () => {
    it('hands the mail to the server with the credentials of the URL and records it as sent', async () => {
      const { id } = await real.send({
        siteId: 1,
        channel: 'email',
        to: 'player@example.com',
        subject: 'Confirm your e-mail',
        text: 'Open https://stavka.test/activate?token=abc to confirm.',
        html: '<p>Open <a href="https://stavka.test/activate?token=abc">the link</a></p>',
        purpose: 'email_activation',
      });
      const mail = smtp.mails.at(-1);
      expect(mail).toMatchObject({ auth: 'mailer:s3cret', from: 'no-reply@stavka.test', to: ['player@example.com'] });
      expect(mail?.data).toMatch(/^Subject: Confirm your e-mail$/m);
      expect(mail?.data).toMatch(/^From: Stavka <no-reply@stavka\.test>$/m);
      expect(mail?.data).toContain('text/plain');
      expect(mail?.data).toContain('text/html');
      expect(mail?.data.toLowerCase()).toContain(`x-stavka-message-id: ${id}`);
      const record = await recordOf(id);
      expect(record).toMatchObject({ provider: 'smtp', status: 'sent', error: null });
      expect(record?.providerMessageId).toMatch(/^<.+@stavka\.test>$/);
    });

    it('records a refused recipient as a failure and answers 503', async () => {
      const attempt = real.send({ siteId: 1, channel: 'email', to: 'nobody@example.com', subject: 'x', text: 'code 123456', purpose: 'password_reset' });
      await expect(attempt).rejects.toMatchObject({ id: 'unavailable', status: 503 });
      const record = await lastRecordTo('nobody@example.com');
      expect(record).toMatchObject({ provider: 'smtp', status: 'failed' });
      expect(record?.error).toMatch(/550/);
    });
  });

  describe('SMS gateway', () => {
    it('posts {to, text, sender} with the bearer token and records the gateway id', async () => {
      http.answer({ status: 202, body: { id: 'gw-42' } });
      const { id } = await real.send({ siteId: 1, channel: 'sms', to: '+79990000001', text: 'Stavka: code 123456', purpose: 'sms_sign_in' });
      expect(http.received).toEqual([
        { method: 'POST', url: '/v1/sms', authorization: 'Bearer gateway-token', body: { to: '+79990000001', text: 'Stavka: code 123456', sender: 'Stavka' } },
      ]);
      expect(await recordOf(id)).toMatchObject({ provider: 'gateway', status: 'sent', providerMessageId: 'gw-42', error: null });
    });

    it.each([400, 401, 500, 503])('records HTTP %i as a failure and answers 503', async (status) => {
      http.answer({ status, body: { error: 'nope' } });
      const to = `+7999000${status}`;
      await expect(real.send({ siteId: 1, channel: 'sms', to, text: 'code 1', purpose: 'sms_sign_in' })).rejects.toMatchObject({ id: 'unavailable' });
      expect(await lastRecordTo(to)).toMatchObject({ provider: 'gateway', status: 'failed', error: `SMS gateway answered HTTP ${status}` });
    });
  });

  describe('Telegram', () => {
    it('calls sendMessage with the chat id and records the message id', async () => {
      http.answer({ status: 200, body: { ok: true, result: { message_id: 777, chat: { id: 42 } } } });
      const { id } = await real.send({ siteId: 1, channel: 'messenger', to: '42', text: 'code 654321', purpose: 'two_factor' });
      expect(http.received).toHaveLength(1);
      expect(http.received[0]).toMatchObject({ method: 'POST', url: `/bot${BOT_TOKEN}/sendMessage`, body: { chat_id: '42', text: 'code 654321' } });
      expect(await recordOf(id)).toMatchObject({ provider: 'telegram', status: 'sent', providerMessageId: '777' });
    });

    it.each([
      [403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }, 'Telegram answered HTTP 403: Forbidden: bot was blocked by the user'],
      [200, { ok: false, description: 'Bad Request: chat not found' }, 'Telegram answered HTTP 200: Bad Request: chat not found'],
      [502, 'not json', 'Telegram answered HTTP 502'],
    ])('records HTTP %i %j as a failure', async (status, body, error) => {
      http.answer({ status, body });
      const to = String(4300 + status);
      await expect(real.send({ siteId: 1, channel: 'messenger', to, text: 'code', purpose: 'two_factor' })).rejects.toMatchObject({ id: 'unavailable' });
      expect(await lastRecordTo(to)).toMatchObject({ status: 'failed', error });
    });

    it('records an unreachable API, naming the reason but not the address with the bot token', async () => {
      const closed = await startHttpTestServer();
      await closed.close();
      const unreachable = createDelivery({
        db: database.db,
        log,
        env: parseEnv({ NODE_ENV: 'test', DELIVERY_MESSENGER: 'telegram', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_URL: closed.url }),
      });
      await expect(unreachable.send({ siteId: 1, channel: 'messenger', to: '45', text: 'code', purpose: 'two_factor' })).rejects.toMatchObject({ id: 'unavailable' });
      const record = await lastRecordTo('45');
      expect(record?.error).toBe('Telegram could not be reached: ECONNREFUSED');
      expect(record?.error).not.toContain('SECRET');
    });
  });
});
