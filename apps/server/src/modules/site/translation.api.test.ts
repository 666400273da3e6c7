import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryFor, dictionaryUnits, enDictionary, ruDictionary } from '@stavka/i18n/dictionaries';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Dictionaries do not touch the database: PGlite is enough here.
describe('dictionaries (spec §7.13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('maps a language to its dictionary file and serves the file, cached for the spec §9 times', async () => {
    const res = await t.app.inject({ url: '/translation-api/by-lang/ru' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    const { data } = res.json();
    expect(data.attributes.language).toBe('ru');
    const map = JSON.parse(data.attributes.dictionaryMap) as Record<string, string>;
    expect(map.web).toMatch(/^dictionaries\/ru\/web\.[0-9a-f]{12}\.json$/);

    const file = await t.app.inject({ url: `/genfiles/web-app-v2/${map.web}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(file.json()).toEqual(ruDictionary);
  });

  it('serves English for a language without a dictionary of its own, and 404 for an unknown language', async () => {
    const pl = (await t.app.inject({ url: '/translation-api/by-lang/pl' })).json();
    const path = JSON.parse(pl.data.attributes.dictionaryMap).web as string;
    expect((await t.app.inject({ url: `/genfiles/web-app-v2/${path}` })).json()).toEqual(enDictionary);
    // Kazakh has its own.
    const kk = (await t.app.inject({ url: '/translation-api/by-lang/kk' })).json();
    const kkPath = JSON.parse(kk.data.attributes.dictionaryMap).web as string;
    expect((await t.app.inject({ url: `/genfiles/web-app-v2/${kkPath}` })).json()).toEqual(dictionaryFor('kk'));
    expect(dictionaryFor('kk')).not.toEqual(enDictionary);

    const unknown = await t.app.inject({ url: '/translation-api/by-lang/xx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });

  it('lists the unit dictionaries of a language', async () => {
    const res = await t.app.inject({ url: '/translation-api/api/external/v2/unit/language/en' });
    expect(res.statusCode).toBe(200);
    const { dictionaryMap } = res.json().data.attributes as { dictionaryMap: Record<string, string> };
    // One unit per dictionary namespace of the language, the page shell's among them.
    expect(Object.keys(dictionaryMap).sort()).toEqual(Object.keys(dictionaryUnits.en).sort());
    expect(Object.keys(dictionaryMap)).toEqual(expect.arrayContaining(['shell', 'sportsbook', 'identity']));
    const shell = await t.app.inject({ url: `/genfiles/web-app-v2/${dictionaryMap.shell}` });
    expect(shell.statusCode).toBe(200);
  });

  it('refuses malformed language codes and paths', async () => {
    expect((await t.app.inject({ url: '/translation-api/by-lang/..%2F..%2Fetc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/genfiles/web-app-v2/../../package.json' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: '/genfiles/web-app-v2/dictionaries/ru/web.000000000000.json' })).statusCode).toBe(404);
  });
});
