import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteSchema } from '@stavka/contract/public-site';
import { siteConfigSchema } from '@stavka/contract/site-config';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from './service';

// Issue 14 "Look": the brand's home banners (`bannerWidgets.home`) reach the page in its language,
// leading to the page's language, only while they run; a banner's texts and link are checked when
// the operator writes them.

describe.each(await testDatabaseKinds())('home banners on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const bannersOf = async (host: string, lng: string) =>
    publicSiteSchema.parse((await t.app.inject({ method: 'GET', url: `/frontend-api/v1/site-config?lng=${lng}`, headers: { host } })).json()).banners ?? [];

  it('gives each demo brand its banners in the page language, linking within that language', async () => {
    const russian = await bannersOf('localhost', 'ru');
    expect(russian.map((banner) => banner.id)).toEqual(['live', 'express-day', 'champions-cup']);
    expect(russian[0]).toEqual({
      id: 'live',
      image: '/media/banner-live.svg',
      title: 'Лайв: ставки по ходу матча',
      text: 'Коэффициенты меняются с каждой атакой, счёт обновляется сразу.',
      action: 'В лайв',
      link: '/ru/live',
      audience: 'all',
    });
    const kazakh = await bannersOf('localhost', 'kk');
    expect(kazakh[1]).toMatchObject({ title: 'Күн экспресі', link: '/kk/express-day' });

    const spanish = await bannersOf('goalbet.localhost', 'es');
    expect(spanish.map((banner) => [banner.id, banner.audience])).toEqual([
      ['live', 'all'],
      ['express-day', 'all'],
      ['deposit', 'players'],
    ]);
    expect(spanish[2]).toMatchObject({ title: 'Recarga en un minuto', link: '/es/office/recharge', image: '/media/banner-deposit.svg' });
  });

  it('shows a banner only between its dates, and falls back to the brand language for a text it lacks', async () => {
    const now = Date.now();
    await setSiteValue(t.database.db, 'goalbet', 'bannerWidgets.home', [
      { id: 'past', image: 'banner-live.svg', link: '/live', title: { en: 'Was' }, until: new Date(now - 60_000).toISOString() },
      { id: 'future', image: 'banner-live.svg', link: '/live', title: { en: 'Will be' }, from: new Date(now + 3_600_000).toISOString() },
      { id: 'now', image: 'banner-live.svg', link: '/line', title: { en: 'Now on' }, text: { es: 'Ahora' }, from: new Date(now - 60_000).toISOString(), until: new Date(now + 3_600_000).toISOString() },
    ]);
    const portuguese = await bannersOf('goalbet.localhost', 'pt');
    expect(portuguese).toEqual([{ id: 'now', image: '/media/banner-live.svg', title: 'Now on', text: 'Ahora', action: null, link: '/pt/line', audience: 'all' }]);
  });

  it('refuses a banner leading off the site, or an image that is not a media file', () => {
    const banner = { id: 'x', image: 'banner-live.svg', link: '/live', title: { en: 'X' } };
    expect(siteConfigSchema.safeParse({ bannerWidgets: { home: [banner] } }).success).toBe(true);
    for (const bad of [{ link: '//evil.example' }, { link: 'https://evil.example' }, { link: '/\\evil.example' }, { image: '../secrets.svg' }, { image: 'https://cdn.example/x.png' }, { title: {} }, { id: 'Has Spaces' }]) {
      expect(siteConfigSchema.safeParse({ bannerWidgets: { home: [{ ...banner, ...bad }] } }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
