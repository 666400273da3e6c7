import type { Database } from '@stavka/db/client';
import { countries } from '@stavka/db/schema';
import type { Country } from './geo';

/** Countries by ISO code and by id, loaded once: reference data changes only with a release. */
export interface CountryIndex {
  byCode: ReadonlyMap<string, Country>;
  byId: ReadonlyMap<number, Country>;
}

export async function loadCountryIndex(db: Database): Promise<CountryIndex> {
  const rows = await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
  const list = rows.map((row) => ({ id: row.id, code: row.iso2.toLowerCase() }));
  return {
    byCode: new Map(list.map((c) => [c.code, c])),
    byId: new Map(list.map((c) => [c.id, c])),
  };
}
