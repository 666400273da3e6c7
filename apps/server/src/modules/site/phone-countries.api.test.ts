import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('phone countries and masks (spec §7.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lists countries with id, name in the language, lower-case code and the calling code with plus', async () => {
    const ru = (await t.app.inject({ url: '/web-api/user/getphonecountries?lng=ru', headers: { host: 'localhost' } })).json().data as { id: number; name: string; code: string; phoneCode: string }[];
    expect(ru.length).toBeGreaterThan(200);
    expect(ru.find((c) => c.code === 'ru')).toEqual({ id: 643, name: 'Россия', code: 'ru', phoneCode: '+7' });
    expect(ru.find((c) => c.code === 'kz')?.phoneCode).toBe('+7');
    const en = (await t.app.inject({ url: '/web-api/user/getphonecountries?lng=en', headers: { host: 'localhost' } })).json().data as { code: string; name: string }[];
    expect(en.find((c) => c.code === 'ru')?.name).toBe('Russia');
    expect(en.map((c) => c.name)).toEqual([...en.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    // Every other language names them as its speakers do (issue 14), sorted in its own order.
    const de = (await t.app.inject({ url: '/web-api/user/getphonecountries?lng=de', headers: { host: 'localhost' } })).json().data as { code: string; name: string }[];
    expect(de.find((c) => c.code === 'de')?.name).toBe('Deutschland');
    expect(de.map((c) => c.name)).toEqual([...de.map((c) => c.name)].sort(new Intl.Collator('de').compare));
    const kk = (await t.app.inject({ url: '/web-api/user/getphonecountries?lng=kk', headers: { host: 'localhost' } })).json().data as { code: string; name: string }[];
    expect(kk.find((c) => c.code === 'kz')?.name).toBe('Қазақстан');
  });

  it('gives the validation records {CountryId, Mask, Min, Max}', async () => {
    const res = await t.app.inject({ url: '/web-api/api/user/phonemasks', headers: { host: 'localhost' } });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const masks = res.json().data as { CountryId: number; Mask: string; Min: number; Max: number }[];
    expect(masks.find((m) => m.CountryId === 643)).toMatchObject({ Mask: '### ###-##-##', Min: 10, Max: 10 });
  });

  it('reports a failed read and reads again on the next call, instead of keeping the failure', async () => {
    // A fresh app: nothing read yet. The table is out of reach for a moment (a real database error).
    const fresh = await startTestApp('pglite');
    try {
      await fresh.database.db.execute(sql`alter table countries rename to countries_away`);
      const failed = await fresh.app.inject({ url: '/web-api/api/user/phonemasks', headers: { host: 'localhost' } });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ success: false, error: { id: 'internal' } });
      await fresh.database.db.execute(sql`alter table countries_away rename to countries`);
      const masks = await fresh.app.inject({ url: '/web-api/api/user/phonemasks', headers: { host: 'localhost' } });
      expect(masks.statusCode).toBe(200);
      const list = await fresh.app.inject({ url: '/web-api/user/getphonecountries?lng=en', headers: { host: 'localhost' } });
      expect(list.statusCode).toBe(200);
      expect(list.json<{ data: unknown[] }>().data.length).toBeGreaterThan(200);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a malformed language', async () => {
    expect((await t.app.inject({ url: '/web-api/user/getphonecountries?lng=<x>', headers: { host: 'localhost' } })).statusCode).toBe(400);
  });
});
