import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '@stavka/db/schema';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, linkTokenIn } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { newestOutboxId, waitForOutboxMessage } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { listSites, setSiteValue, showSite } from '../site/service';

// DESIGN §1.8: links in mails point at the brand's configured origin, whatever Host or forwarding
// headers the request came with (a forged Host once mailed the victim a link to the attacker).

const reset = '/web-api/api/internal/v1/user/passwordreset';
const consent = { age_confirmed: true, terms_accepted: true };

describe.each(await testDatabaseKinds())('links in mails on %s', (kind) => {
  let t: TestApp;
  let siteId: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'disabled');
    siteId = Object.fromEntries((await listSites(t.database.db)).map((site) => [site.slug, site.id]));
  });
  afterAll(() => t.close());

  const register = (host: string, email: string, headers: Record<string, string> = {}) =>
    new Agent(t.app, host).post(
      '/web-api/user/registration',
      { type: 'full_reg', email, password: 'Kept-secret-1', password_confirmation: 'Kept-secret-1', first_name: 'Vi', last_name: 'Ctim', birth_date: '1990-01-01', country_id: 643, currency: 'EUR', ...consent },
      headers,
    );

  it('mails the activation and reset links of a request with a forged Host to the brand the account belongs to', async () => {
    // An unknown host is served by the default brand; its links still go to that brand's origin.
    const email = 'victim@example.com';
    expect((await register('evil.example', email)).statusCode).toBe(200);
    const activation = await waitForOutboxMessage(t.database.db, { siteId: siteId.stavka!, to: email, purpose: 'email_activation' });
    expect(activation.links).toHaveLength(1);
    expect(activation.links[0]).toMatch(/^http:\/\/localhost:3000\/ru\/activation\/email\?token=[\w-]{43}$/);

    const before = await newestOutboxId(t.database.db, siteId.stavka!, email);
    const res = await new Agent(t.app, 'evil.example').post(reset, { step: 'request', login: email, channel: 'email' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const mail = await waitForOutboxMessage(t.database.db, { siteId: siteId.stavka!, to: email, purpose: 'password_reset', after: before });
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/ru\/lost-password\/reset\?token=[\w-]{43}$/);
    expect(mail.text).not.toContain('evil.example');

    // The token of the mailed link is the real one: the owner resets with it on the brand's site.
    const saved = await new Agent(t.app, 'localhost').post(reset, { step: 'save', token: linkTokenIn(mail.text), password: wrapPassword('New-secret-2'), password_confirmation: wrapPassword('New-secret-2') });
    expect(saved.json()).toEqual({ success: true, data: { saved: true } });
  });

  it("uses each brand's own origin, whatever port or forwarding headers the request names", async () => {
    const email = 'goal@example.com';
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg']);
    expect((await register('goalbet.localhost:4444', email, { 'x-forwarded-host': 'evil.example' })).statusCode).toBe(200);
    const mail = await waitForOutboxMessage(t.database.db, { siteId: siteId.goalbet!, to: email, purpose: 'email_activation' });
    expect(mail.links[0]).toMatch(/^http:\/\/goalbet\.localhost:3000\/en\/activation\/email\?token=/);
  });

  it('takes only an origin as the setting, stored in its standard form', async () => {
    await setSiteValue(t.database.db, 'goalbet', 'global.canonicalOrigin', 'HTTPS://Goalbet.Example.COM:443/');
    expect((await showSite(t.database.db, 'goalbet')).config.global.canonicalOrigin).toBe('https://goalbet.example.com');
    for (const refused of ['javascript:alert(1)', 'ftp://goalbet.example.com', 'https://goalbet.example.com/path', 'https://user@evil.example', 'https://goalbet.example.com?x=1', 'https://goalbet.example.com#x', '//evil.example', 'https://']) {
      await expect(setSiteValue(t.database.db, 'goalbet', 'global.canonicalOrigin', refused), refused).rejects.toMatchObject({ id: 'validation' });
    }
    await setSiteValue(t.database.db, 'goalbet', 'global.canonicalOrigin', 'http://goalbet.localhost:3000');
  });

  it('sends no link from a brand without an origin, and says so the same way for any login', async () => {
    const stored = await showSite(t.database.db, 'goalbet');
    const { canonicalOrigin: _dropped, ...global } = stored.config.global;
    await t.database.db.update(sites).set({ config: { ...stored.config, global } }).where(eq(sites.id, stored.id));
    try {
      const known = await new Agent(t.app).post(reset, { step: 'request', login: 'goal@example.com', channel: 'email' });
      const unknown = await new Agent(t.app).post(reset, { step: 'request', login: 'nobody@example.com', channel: 'email' });
      expect(known.statusCode).toBe(503);
      expect(known.json()).toEqual(unknown.json());
    } finally {
      await setSiteValue(t.database.db, 'goalbet', 'global.canonicalOrigin', 'http://goalbet.localhost:3000');
    }
  });
});
