import { openDatabase } from '@stavka/db/client';
import type { DatabaseHandle } from '@stavka/db/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, regions } from '../schema/account';
import { countries, currencies, languages } from '../schema/reference';
import { citySeed, countrySeed, currencySeed, languageSeed, regionSeed, seedReferenceData } from './reference';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await seedReferenceData(handle.db);
});

afterAll(async () => {
  await handle.close();
});

async function rowCounts(): Promise<number[]> {
  const tables = [currencies, countries, languages];
  return Promise.all(
    tables.map(async (table) => {
      const [row] = await handle.db.select({ rows: count() }).from(table);
      return row?.rows ?? 0;
    }),
  );
}

async function currency(code: string) {
  const [row] = await handle.db.select().from(currencies).where(eq(currencies.code, code));
  if (row === undefined) throw new Error(`currency ${code} is not in the database`);
  return row;
}

async function country(iso2: string) {
  const [row] = await handle.db.select().from(countries).where(eq(countries.iso2, iso2));
  if (row === undefined) throw new Error(`country ${iso2} is not in the database`);
  return row;
}

describe('seedReferenceData', () => {
  it('loads every seeded row', async () => {
    expect(await rowCounts()).toEqual([currencySeed.length, countrySeed.length, languageSeed.length]);
  });

  it('adds nothing when it runs again', async () => {
    const before = await rowCounts();
    await seedReferenceData(handle.db);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps what an operator changed', async () => {
    await handle.db.update(currencies).set({ hidden: true, minBet: 5000n }).where(eq(currencies.code, 'UAH'));
    await handle.db.update(countries).set({ phoneMask: '## ### ## ##' }).where(eq(countries.iso2, 'UA'));
    await seedReferenceData(handle.db);
    expect(await currency('UAH')).toMatchObject({ hidden: true, minBet: 5000n });
    expect((await country('UA')).phoneMask).toBe('## ### ## ##');
  });

  it('seeds a deleted row back, so retiring a row means hiding it', async () => {
    await handle.db.delete(languages).where(eq(languages.code, 'uk'));
    await seedReferenceData(handle.db);
    const [ukrainian] = await handle.db.select().from(languages).where(eq(languages.code, 'uk'));
    expect(ukrainian?.locale).toBe('uk_UA');
  });

  it('reads amounts back as bigint and rates as exact decimals', async () => {
    expect(await currency('RUB')).toMatchObject({ id: 1, scale: 2, minBet: 1000n, isCrypto: false });
    expect((await currency('RUB')).conversionCoefficient).toBe('0.012500000000');
    expect(await currency('BTC')).toMatchObject({ id: 1001, scale: 8, isCrypto: true });
  });

  it.each([
    ['RUB', 2],
    ['USD', 2],
    ['KZT', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['BTC', 8],
  ])('stores %s with scale %i (DESIGN §1)', async (code, scale) => {
    expect((await currency(code)).scale).toBe(scale);
  });

  it('stores the phone rules of Russia and Kazakhstan under one calling code', async () => {
    const [russia, kazakhstan] = [await country('RU'), await country('KZ')];
    expect(russia).toMatchObject({ id: 643, phoneCode: '7', phoneMin: 10, phoneMax: 10, phoneFirstDigits: '9' });
    expect(russia.phoneMask.replace(/[^#]/g, '')).toHaveLength(10);
    expect(kazakhstan).toMatchObject({ id: 398, phoneCode: '7', phoneFirstDigits: '67' });
  });

  it('stores languages with their writing direction', async () => {
    const rows = await handle.db.select().from(languages);
    const dirOf = (code: string) => rows.find((row) => row.code === code)?.dir;
    expect([dirOf('ru'), dirOf('en'), dirOf('ar')]).toEqual(['ltr', 'ltr', 'rtl']);
  });

  it('seeds regions numbered by their country and cities by their region, each of a seeded country and region', async () => {
    const regionRows = await handle.db.select().from(regions);
    const cityRows = await handle.db.select().from(cities);
    expect([regionRows.length, cityRows.length]).toEqual([regionSeed.length, citySeed.length]);
    for (const region of regionRows) {
      expect(Math.floor(region.id / 1000)).toBe(region.countryId);
      expect(region.code.slice(0, 2)).toBe(countrySeed.find((c) => c.id === region.countryId)?.iso2);
    }
    const regionIds = new Set(regionRows.map((region) => region.id));
    for (const city of cityRows) {
      expect(Math.floor(city.id / 100)).toBe(city.regionId);
      expect(regionIds.has(city.regionId)).toBe(true);
    }
    expect(regionRows.find((region) => region.code === 'RU-MOW')).toMatchObject({ id: 643001, name: 'Moscow', nameRu: 'Москва' });
  });

  it('rejects rows that break the table rules', async () => {
    const rub = currencySeed.find((row) => row.code === 'RUB');
    const russia = countrySeed.find((row) => row.iso2 === 'RU');
    if (rub === undefined || russia === undefined) throw new Error('RUB and RU are seeded');
    const newCurrency = { ...rub, id: 999, code: 'XXX' };
    const newCountry = { ...russia, id: 999, iso2: 'QQ', iso3: 'QQQ' };
    await expect(handle.db.insert(currencies).values({ ...newCurrency, scale: 9 })).rejects.toThrow();
    await expect(handle.db.insert(currencies).values({ ...newCurrency, minBet: 0n })).rejects.toThrow();
    await expect(handle.db.insert(countries).values({ ...newCountry, phoneMask: '999-99' })).rejects.toThrow();
    await expect(handle.db.insert(countries).values({ ...newCountry, phoneMin: 11 })).rejects.toThrow();
    await expect(handle.db.insert(countries).values({ ...newCountry, phoneCode: '+7' })).rejects.toThrow();
    // The same rows without the broken field are accepted: the rules, not the keys, refused them.
    await handle.db.insert(currencies).values(newCurrency);
    await handle.db.insert(countries).values(newCountry);
    await handle.db.delete(currencies).where(eq(currencies.id, 999));
    await handle.db.delete(countries).where(eq(countries.id, 999));
  });
});
