import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Reference data (spec §3 Currency, Country, Language). Ids are stable forever: rows are
 * referenced by accounts, users and site configuration, so an id is never renumbered or reused.
 * Seeded by `seedReferenceData` (seed/reference.ts); operators may edit rows afterwards.
 */

/**
 * Currencies (spec §3 Currency; DESIGN §1 money is integers).
 *
 * Ids: fiat currencies are numbered from 1 in the order they were added (1 RUB, 2 USD, 3 EUR,
 * 4 KZT, …, see seed/data/currencies.ts), crypto currencies from 1001 (1001 BTC, 1002 ETH, …).
 * A new currency takes the next free id of its range.
 */
export const currencies = pgTable(
  'currencies',
  {
    id: integer('id').primaryKey(),
    /** ISO 4217 code for fiat, the ticker for crypto, upper case. */
    code: text('code').notNull().unique(),
    symbol: text('symbol').notNull(),
    /** English name; the Russian one is `nameRu` (ru is the source language, spec §1). */
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    /**
     * Minor-unit digits: every amount in this currency is a bigint count of 10^-scale units
     * (ISO 4217 exponent for fiat: JPY 0, RUB 2, KWD 3; chosen for crypto: BTC 8).
     */
    scale: smallint('scale').notNull(),
    /** Minimum bet sum in minor units (spec §3 "minimum bet sum"). */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    /**
     * Conversion coefficient to the accounting base currency USD: the value in USD of one
     * major unit of this currency (USD 1, RUB 0.0125, BTC 95000). Exact decimal, read as a
     * string, never a float (DESIGN §1); 12 fraction digits keep VND/IDR-sized rates exact.
     */
    conversionCoefficient: numeric('conversion_coefficient', { precision: 30, scale: 12 }).notNull(),
    isCrypto: boolean('is_crypto').notNull().default(false),
    /** Hidden currencies are not offered for new accounts; existing accounts keep working. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    check('currencies_code_format', sql`${t.code} ~ '^[A-Z0-9]{2,10}$'`),
    check('currencies_scale_range', sql`${t.scale} between 0 and 8`),
    check('currencies_min_bet_positive', sql`${t.minBet} > 0`),
    check('currencies_coefficient_positive', sql`${t.conversionCoefficient} > 0`),
  ],
);

/**
 * Countries and their phone rules (spec §3 Country list item and validation record, §5 phone
 * field and mask).
 *
 * Ids are the ISO 3166-1 numeric codes (Russia 643, Kazakhstan 398, Kenya 404), so every id is
 * documented outside this project. Places without an ISO numeric code take ids from the
 * user-assigned range 900–999: Kosovo 900, Ascension Island 901, Tristan da Cunha 902.
 * Spec §7.13 gives country id 90 an alternative CDN/captcha domain; with this numbering id 90 is
 * the Solomon Islands (ISO 3166-1 numeric 090).
 */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    /** ISO 3166-1 alpha-2, stored upper case as libphonenumber names regions; the API lower-cases it. */
    iso2: text('iso2').notNull().unique(),
    /** ISO 3166-1 alpha-3 (XKX, ASC, TAA for the places ISO has not coded). */
    iso3: text('iso3').notNull().unique(),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    /** Country calling code, digits only ('7'); shared by several countries (RU and KZ). */
    phoneCode: text('phone_code').notNull(),
    /**
     * Mask of the national significant number with tokens # digit, X alphanumeric, S letter,
     * A upper-case letter, plus spaces, dashes and parentheses (spec §5 phone mask).
     * Its digit count equals `phoneMax`.
     */
    phoneMask: text('phone_mask').notNull(),
    /** Allowed digit counts of the national significant number (spec §3 validation record). */
    phoneMin: smallint('phone_min').notNull(),
    phoneMax: smallint('phone_max').notNull(),
    /**
     * Digits the national number may start with, or null for any (spec §5: KZ 6 or 7, RU 9;
     * a number starting otherwise clears the field).
     */
    phoneFirstDigits: text('phone_first_digits'),
  },
  (t) => [
    check('countries_iso2_format', sql`${t.iso2} ~ '^[A-Z]{2}$'`),
    check('countries_iso3_format', sql`${t.iso3} ~ '^[A-Z]{3}$'`),
    check('countries_phone_code_format', sql`${t.phoneCode} ~ '^[1-9][0-9]{0,2}$'`),
    check('countries_phone_mask_format', sql`${t.phoneMask} ~ '^[#XSA ()-]+$'`),
    check('countries_phone_length_range', sql`${t.phoneMin} between 1 and ${t.phoneMax} and ${t.phoneMax} <= 17`),
    check('countries_phone_first_digits_format', sql`${t.phoneFirstDigits} ~ '^[0-9]+$'`),
  ],
);

/** Interface languages (spec §3 Language: id, title, code, locale; about 90 locales). */
export const languages = pgTable(
  'languages',
  {
    /** The id of the locale table in @stavka/i18n/locales; stable like the others. */
    id: integer('id').primaryKey(),
    /** ISO 639 code used as the route prefix and dictionary name (`ru`, `en`, `ckb`), spec §2 lng. */
    code: text('code').notNull().unique(),
    /** The language's own name ("Русский", "English"). */
    title: text('title').notNull(),
    /** Locale for formatting, underscore form (`ru_RU`, `en_GB`). */
    locale: text('locale').notNull(),
    dir: text('dir', { enum: ['ltr', 'rtl'] }).notNull(),
  },
  (t) => [check('languages_dir_value', sql`${t.dir} in ('ltr', 'rtl')`)],
);

export type Currency = typeof currencies.$inferSelect;
export type Country = typeof countries.$inferSelect;
export type Language = typeof languages.$inferSelect;
