import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages, users } from '@stavka/db/schema';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpTestServer } from './smtp-test-server';
import { setSiteValue } from '../site/service';

// Issue 10: e-mail registration wrote the player, then failed to mail (SMTP down) and answered an
// error, and the retry said "e-mail taken". The player and the mail now commit together; the mail
// leaves through the outbox, retried until the mail server takes it.

const consent = { age_confirmed: true, terms_accepted: true };

/** A port nothing listens on yet: the mail server is down, and comes back there later. */
async function vacantPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(await testDatabaseKinds())('registration while the mail server is down on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let clock = new Date('2030-06-01T09:00:00Z');

  beforeAll(async () => {
    port = await vacantPort();
    t = await startTestApp(kind, { DELIVERY_EMAIL: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Goalbet <no-reply@goalbet.test>' }, { now: () => clock });
  });
  afterAll(() => t.close());

  const payload = (password: string) => ({
    type: 'full_reg', email: 'later@example.com', password, password_confirmation: password, first_name: 'La', last_name: 'Ter', birth_date: '1990-02-02', country_id: 826, currency: 'USD', ...consent,
  });
  const mailRecords = () => t.database.db.select().from(deliveryMessages).where(eq(deliveryMessages.recipient, 'later@example.com'));

  it('succeeds once the player is committed; the activation mail arrives when the mail server is back, once', async () => {
    const first = await new Agent(t.app).post('/web-api/user/registration', payload('Patient-mail-7'));
    expect(first.statusCode).toBe(200);
    const { login } = first.json().data as { login: string };
    await t.app.outbox.drain();
    expect((await mailRecords()).map((record) => record.status)).toEqual(['failed']);

    // The answer was lost and the player tries again: the same account, signed in, not "taken".
    const again = new Agent(t.app);
    const retried = await again.post('/web-api/user/registration', payload('Patient-mail-7'));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.login).toBe(login);
    expect((await again.get('/web-api/user/getuserconfig')).json().data.login).toBe(login);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'later@example.com'))).toHaveLength(1);
    // Someone else with another password is told the address is taken, as before.
    const other = await new Agent(t.app).post('/web-api/user/registration', payload('Another-pass-8'));
    expect(other.json().error.errors).toEqual({ email: ['registration_email_taken'] });

    const smtp = await startSmtpTestServer({ rejectRecipient: 'nobody@goalbet.test', port });
    try {
      clock = new Date(clock.getTime() + 10 * 60_000);
      await t.app.outbox.drain();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.to).toEqual(['later@example.com']);
      expect(smtp.mails[0]?.data).toMatch(/http:\/\/goalbet\.localhost:3000\/en\/activation\/email\?token=/);
      expect((await mailRecords()).map((record) => record.status).sort()).toEqual(['failed', 'sent']);
      // Delivered rows are not sent again.
      clock = new Date(clock.getTime() + 60 * 60_000);
      await t.app.outbox.drain();
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('mails one-click credentials after the answer too, and says "saved" while the mail server is down', async () => {
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg']);
    const a = new Agent(t.app);
    const { data } = (await a.post('/web-api/user/registration', { type: 'fast_reg', country_id: 826, currency: 'USD', ...consent })).json();
    const res = await a.post('/web-api/api/internal/user/store-credentials', { method: 'email', email: 'keep-later@example.com', password: data.password });
    expect(res.json()).toEqual({ success: true, data: { credentialsSaved: true } });
    await t.app.outbox.drain();
    const records = await t.database.db.select().from(deliveryMessages).where(eq(deliveryMessages.recipient, 'keep-later@example.com'));
    expect(records.map((record) => [record.status, record.purpose])).toEqual([['failed', 'store_credentials']]);
  });
});
