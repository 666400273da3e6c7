import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '@stavka/db/schema';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createDelivery, type Delivery } from './service';

// The development outbox pages (issue 3): a person trying the site reads their code at
// /dev/outbox; tests and tools read /web-api/dev/outbox. Neither exists in production.
// Reading pages needs no second database: PGlite is enough.

describe('development outbox', () => {
  let t: TestApp;
  let delivery: Delivery;
  let stavka: number;
  let goalbet: number;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    delivery = createDelivery({ db: t.database.db, env: parseEnv({ NODE_ENV: 'test' }), log: pino({ level: 'silent' }) });
    const rows = await t.database.db.select({ id: sites.id, slug: sites.slug }).from(sites);
    stavka = rows.find((row) => row.slug === 'stavka')?.id ?? 0;
    goalbet = rows.find((row) => row.slug === 'goalbet')?.id ?? 0;
    await delivery.send({ siteId: stavka, channel: 'sms', to: '+79990001122', text: 'Stavka: код 111111.', purpose: 'phone_registration' });
    await delivery.send({
      siteId: stavka,
      channel: 'email',
      to: 'a"b@example.com',
      subject: '<b>Hi</b> & "welcome"',
      text: 'Open https://stavka.test/ru/activate?token=x_Y-z&next=1\n<script>alert("pwned")</script>',
      purpose: 'email_activation',
    });
    await delivery.send({ siteId: stavka, channel: 'sms', to: '+79990001122', text: 'Stavka: код 222222.', purpose: 'sms_sign_in' });
    await delivery.send({ siteId: goalbet, channel: 'sms', to: '+79990001122', text: 'Goalbet: code 333333.', purpose: 'sms_sign_in' });
  });
  afterAll(() => t.close());

  describe('GET /web-api/dev/outbox', () => {
    it('lists this brand’s messages newest first, with codes and links picked out', async () => {
      const res = await t.app.inject({ url: '/web-api/dev/outbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data.map((m: { codes: string[] }) => m.codes)).toEqual([['222222'], [], ['111111']]);
      expect(data[1]).toMatchObject({ channel: 'email', to: 'a"b@example.com', links: ['https://stavka.test/ru/activate?token=x_Y-z&next=1'] });
      expect(data[0]).toEqual({
        id: expect.any(String),
        channel: 'sms',
        to: '+79990001122',
        subject: null,
        text: 'Stavka: код 222222.',
        html: null,
        purpose: 'sms_sign_in',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        codes: ['222222'],
        links: [],
      });
    });

    it('filters by recipient however the phone is written, and limits', async () => {
      const phone = (await t.app.inject({ url: '/web-api/dev/outbox', query: { to: '+7 999 000-11-22', limit: '1' } })).json();
      expect(phone.data.map((m: { codes: string[] }) => m.codes)).toEqual([['222222']]);
      const mail = (await t.app.inject({ url: '/web-api/dev/outbox', query: { to: 'A"B@EXAMPLE.COM' } })).json();
      expect(mail.data).toHaveLength(1);
    });

    it('shows another brand its own messages only', async () => {
      const res = await t.app.inject({ url: '/web-api/dev/outbox', headers: { host: 'goalbet.localhost' } });
      expect(res.json().data.map((m: { codes: string[] }) => m.codes)).toEqual([['333333']]);
    });

    it.each(['0', '201', 'ten', '-1'])('refuses limit=%s with a field error', async (limit) => {
      const res = await t.app.inject({ url: '/web-api/dev/outbox', query: { limit } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ id: 'validation', errors: { limit: expect.any(Array) } });
    });
  });

  describe('GET /dev/outbox', () => {
    it('renders the messages as escaped HTML with clickable links and codes', async () => {
      const res = await t.app.inject({ url: '/dev/outbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      const html = res.body;
      expect(html).toContain('<html lang="ru">');
      expect(html).toContain('Исходящие сообщения');
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;welcome&quot;');
      expect(html).toContain('>a&quot;b@example.com</a>');
      expect(html).toContain('<a href="https://stavka.test/ru/activate?token=x_Y-z&amp;next=1">');
      expect(html).toContain('data-code="222222"');
      // The only script is the page's own, allowed by its nonce.
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain(`<script nonce="${nonce}">`);
      // Newest first.
      expect(html.indexOf('222222')).toBeLessThan(html.indexOf('111111'));
      expect(html).not.toContain('333333');
    });

    it('filters by ?to= and speaks the asked language', async () => {
      const html = (await t.app.inject({ url: '/dev/outbox', query: { to: 'a"b@example.com', lang: 'en' } })).body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Outbox');
      expect(html).toContain('value="a&quot;b@example.com"');
      expect(html).not.toContain('222222');
    });

    it('says what to do when there is nothing yet', async () => {
      const html = (await t.app.inject({ url: '/dev/outbox', query: { to: 'nobody@example.com', lang: 'en' } })).body;
      expect(html).toContain('No messages. Ask for a code on the site');
    });
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: '1', TRUST_PROXY: 'false', LOG_LEVEL: 'silent' };
    const real = {
      DELIVERY_EMAIL: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'no-reply@stavka.test',
      DELIVERY_SMS: 'gateway',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      SMS_GATEWAY_TOKEN: 'token',
      DELIVERY_MESSENGER: 'off',
    };
    const appWith = (vars: Record<string, string>) =>
      buildApp({ env: parseEnv({ ...production, ...vars }), database: t.database, logger: pino({ level: 'silent' }), siteCacheTtlMs: 0 });

    it('has neither page with real providers', async () => {
      const app = await appWith(real);
      try {
        for (const url of ['/dev/outbox', '/web-api/dev/outbox']) {
          const res = await app.inject({ url });
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain('111111');
        }
      } finally {
        await app.close();
      }
    });

    it('shows the pages when ALLOW_OUTBOX_IN_PRODUCTION is set (a public demo)', async () => {
      const app = await appWith({ ALLOW_OUTBOX_IN_PRODUCTION: '1' });
      try {
        expect((await app.inject({ url: '/web-api/dev/outbox' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});
