import { locales } from '@stavka/i18n/locales';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { cities, regions } from '../schema/account';
import { countries, currencies, languages } from '../schema/reference';
import type { Language } from '../schema/reference';
import { countrySeed } from './data/countries';
import { currencySeed } from './data/currencies';
import { citySeed, regionSeed } from './data/regions';

export { citySeed, countrySeed, currencySeed, regionSeed };

/** Interface languages: the locale table of @stavka/i18n is the one source (spec §3 Language). */
export const languageSeed: readonly Language[] = locales.map(({ id, code, title, locale, dir }) => ({
  id,
  code,
  title,
  locale,
  dir,
}));

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// Keeps every statement far below PostgreSQL's 65535 bind parameters (10 columns × 100 rows).
const batchSize = 100;

async function insertMissing<T extends PgTable>(tx: Transaction, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + batchSize))
      .onConflictDoNothing();
  }
}

/**
 * Loads currencies, countries, languages and the regions and cities of the demo countries (spec §3) in one transaction. Safe to run on every
 * start: a row whose id or unique code already exists is left exactly as it is, so a second run
 * adds nothing and an operator's changes (a hidden currency, a new minimum bet or rate, an
 * edited phone mask) are never overwritten. Rows added to the seed later are inserted, and so
 * is a seeded row that was deleted: retire a currency by hiding it, not by deleting it.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMissing(tx, currencies, currencySeed);
    await insertMissing(tx, countries, countrySeed);
    await insertMissing(tx, languages, languageSeed);
    await insertMissing(tx, regions, regionSeed);
    await insertMissing(tx, cities, citySeed);
  });
}
