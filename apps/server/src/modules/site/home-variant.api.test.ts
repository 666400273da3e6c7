import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteSchema } from '@stavka/contract/public-site';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/databases';

// Spec §2 home-page variants and §3 `global_event_*` in the public configuration (decision 0011).
describe.each(await testDatabaseKinds())('home variant and global event of a brand on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const siteConfig = async (host: string, geo?: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/frontend-api/v1/site-config', headers: { host, ...(geo ? { 'x-geo-country': geo } : {}) } });
    expect(res.statusCode).toBe(200);
    return publicSiteSchema.parse(res.json());
  };

  it('gives the configured variant, and the Asian showcase to an Asian-view geo', async () => {
    expect((await siteConfig('localhost', 'RU')).homePage?.variant).toBe('default');
    expect((await siteConfig('localhost', 'VN')).homePage?.variant).toBe('asian');
    expect((await siteConfig('localhost', 'MY')).homePage?.blocks.length).toBeGreaterThan(0);
  });

  it("sends Stavka's global event, and null for a brand without one", async () => {
    expect((await siteConfig('localhost')).globalEvent).toEqual({ id: 1, champId: 10220, firstGameStart: null, name: 'Champions Cup' });
    expect((await siteConfig('goalbet.localhost')).globalEvent).toBeNull();
  });
});
