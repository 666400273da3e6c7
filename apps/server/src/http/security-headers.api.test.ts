import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteValue } from '../modules/site/service';
import { startTestApp, type TestApp } from '../testing/test-app';

// Every answer, whatever produced it, carries the browser-side protections (decision 0016):
// no MIME sniffing, a referrer policy, no framing except by the brand's configured partner pages,
// and HSTS in production. Pages and static files are checked by e2e/web-hardening.e2e.ts.

type Headers = Record<string, string | string[] | number | undefined>;

function expectBaseline(headers: Headers): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  const answers = {
    'an API answer': { url: '/frontend-api/v1/site-config?lng=ru', status: 200 },
    'a validation error': { url: '/web-api/user/getphonecountries?lng=%3Cx%3E', status: 400 },
    'an unknown API route': { url: '/web-api/no/such/call', status: 404 },
    'the family dialect': { url: '/service-api/LineFeed/NoSuchZip', status: 404 },
    'a health check (no brand)': { url: '/health', status: 200 },
  } as const;

  for (const [what, { url, status }] of Object.entries(answers)) {
    it(`are on ${what}, and nobody may frame it`, async () => {
      const res = await t.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(status);
      expectBaseline(res.headers);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  }

  it('are on a malformed body refused before any handler ran', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web-api/tracking/event.json', headers: { host: 'localhost', 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(400);
    expectBaseline(res.headers);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("let exactly the brand's configured partner pages frame it", async () => {
    await setSiteValue(t.database.db, 'goalbet', 'iframe.parents', ['https://partner.example', 'https://casino.partner.example:8443']);
    const framed = await t.app.inject({ url: '/frontend-api/v1/site-config?lng=en', headers: { host: 'goalbet.localhost' } });
    expect(framed.headers['content-security-policy']).toBe('frame-ancestors https://partner.example https://casino.partner.example:8443');
    // X-Frame-Options cannot name a list; frame-ancestors decides alone.
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expectBaseline(framed.headers);
    // Another brand's partners are not this brand's.
    const other = await t.app.inject({ url: '/frontend-api/v1/site-config?lng=ru', headers: { host: 'localhost' } });
    expect(other.headers['x-frame-options']).toBe('DENY');
    expect(other.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('takes bare origins as frame parents and refuses anything else', async () => {
    const { after } = await setSiteValue(t.database.db, 'goalbet', 'iframe.parents', ['HTTPS://Partner.Example']);
    expect(after).toEqual(['https://partner.example']);
    for (const bad of ['https://partner.example/page', '*', 'https://*.partner.example', "'self'", 'javascript:alert(1)']) {
      await expect(setSiteValue(t.database.db, 'goalbet', 'iframe.parents', [bad])).rejects.toThrow();
    }
  });

  it('are kept stricter where a page chose so (the outbox sends no referrer)', async () => {
    const res = await t.app.inject({ url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('HSTS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: '1', ALLOW_OUTBOX_IN_PRODUCTION: '1', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('is sent in production, on answers and errors alike', async () => {
    for (const url of ['/frontend-api/v1/site-config?lng=ru', '/web-api/no/such/call', '/health']) {
      const res = await t.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expectBaseline(res.headers);
    }
  });
});
