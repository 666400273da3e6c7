import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteSchema } from '@stavka/contract/public-site';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/databases';

describe.each(await testDatabaseKinds())('brands and their configuration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const siteConfig = (host: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/frontend-api/v1/site-config${query}`, headers: { host, ...headers } });

  it('serves the default brand with the derived fields of spec §3', async () => {
    const res = await siteConfig('localhost:3000');
    expect(res.statusCode).toBe(200);
    const site = publicSiteSchema.parse(res.json());
    expect(site).toMatchObject({
      slug: 'stavka',
      name: 'Stavka',
      ref_id: 1,
      group_id: 1,
      lang: 'ru',
      locale: 'ru_RU',
      dir: 'ltr',
      defaultLanguage: 'ru',
      geoCountryCode: 'ru',
      minAge: 18,
      captcha_type: 'custom',
      allowedBettingViews: [0],
      regionBlocked: false,
      count_payments_in_reg: 2,
      amount_tmpl: [500, 1000, 2000, 5000],
    });
    expect(site.languages.map((l) => l.code)).toEqual(['ru', 'en', 'kk', 'uz', 'uk', 'tr', 'es', 'pt', 'fr', 'de', 'ar']);
    expect(site.languages.find((l) => l.code === 'ar')?.dir).toBe('rtl');
  });

  it('picks the brand by host, with its own name, colours, languages and currencies', async () => {
    const site = publicSiteSchema.parse((await siteConfig('goalbet.localhost:3000')).json());
    expect(site).toMatchObject({ slug: 'goalbet', name: 'Goalbet', ref_id: 2, group_id: 2, lang: 'en', minAge: 21, captcha_type: 'disabled', defaultCurrency: 'USD' });
    expect(site.theme.colors.primary).toBe('#1f4fd6');
    expect(site.languages.map((l) => l.code)).toEqual(['en', 'es', 'pt', 'tr', 'ar']);
  });

  it('gives an unknown host the default brand', async () => {
    const site = publicSiteSchema.parse((await siteConfig('unknown.example')).json());
    expect(site.slug).toBe('stavka');
  });

  it('answers in a requested language the brand serves, and falls back to its default otherwise', async () => {
    expect(publicSiteSchema.parse((await siteConfig('localhost', '?lng=ar')).json())).toMatchObject({ lang: 'ar', dir: 'rtl', locale: 'ar_AE' });
    expect(publicSiteSchema.parse((await siteConfig('goalbet.localhost', '?lng=ru')).json()).lang).toBe('en');
  });

  it('takes the geo from the proxy header and marks a blocked region', async () => {
    const kz = publicSiteSchema.parse((await siteConfig('localhost', '', { 'x-geo-country': 'KZ' })).json());
    expect(kz).toMatchObject({ geoCountryCode: 'kz', geoCountryId: 398, regionBlocked: false });
    const us = publicSiteSchema.parse((await siteConfig('localhost', '', { 'x-geo-country': 'us' })).json());
    expect(us).toMatchObject({ geoCountryCode: 'us', regionBlocked: true });
    const junk = publicSiteSchema.parse((await siteConfig('localhost', '', { 'x-geo-country': '<script>' })).json());
    expect(junk.geoCountryCode).toBe('ru');
  });

  it('chooses the captcha and CDN domains by country, with the alternative for country 90 (spec §7.13)', async () => {
    const alt = publicSiteSchema.parse((await siteConfig('localhost', '?g=SB')).json());
    expect(alt.geoCountryId).toBe(90);
    expect(alt.captchaDomain).toBe('www.recaptcha.net');
    expect(alt.cdnHost).toBe('cdn-alt.stavka.localhost');
    const usual = publicSiteSchema.parse((await siteConfig('localhost', '?g=KZ')).json());
    expect(usual.captchaDomain).toBe('www.google.com');
    expect(usual.cdnHost).toBe('cdn.stavka.localhost');
  });

  it('refuses malformed query parameters with the office validation map and no 500', async () => {
    const res = await siteConfig('localhost', '?lng=RUSSIAN&g=123');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.error.errors)).toEqual(expect.arrayContaining(['lng', 'g']));
  });
});
