import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { countries } from './reference';

/**
 * Regions of a country (spec §7.5 "GET regions, and cities by region"; issue 13 account address).
 * Reference data like the countries: ids are stable forever. A region's id is its country's id
 * × 1000 plus its number within the country (Moscow 643001), so the country is read off the id.
 * `code` is the ISO 3166-2 subdivision code (RU-MOW, GB-ENG, KZ-ALA).
 * Seeded for the demo brands' countries by `seedReferenceData`; operators may add more.
 */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull().unique(),
    /** English name; the Russian one is `nameRu`. */
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
  },
  (t) => [index('regions_country_idx').on(t.countryId), check('regions_code_format', sql`${t.code} ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$'`)],
);

/** Cities of a region. A city's id is its region's id × 100 plus its number within the region. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
  },
  (t) => [index('cities_region_idx').on(t.regionId)],
);

/**
 * A player's personal data beyond what registration keeps on `users` (name, surname and birth
 * date stay there): middle name, address and the identity document (issue 13 "Account"). One row
 * per player, written by `saveaccountfields` and `saverequireddocuments`; absent until the first save.
 */
export const userAccountDetails = pgTable('user_account_details', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  middleName: text('middle_name'),
  regionId: integer('region_id').references(() => regions.id),
  cityId: integer('city_id').references(() => cities.id),
  address: text('address'),
  postcode: text('postcode'),
  /** One of the contract's document types (passport, id_card, driving_licence, residence_permit). */
  documentType: text('document_type'),
  documentNumber: text('document_number'),
  documentIssueDate: date('document_issue_date', { mode: 'string' }),
  documentExpiryDate: date('document_expiry_date', { mode: 'string' }),
  documentIssuer: text('document_issuer'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type Region = typeof regions.$inferSelect;
export type City = typeof cities.$inferSelect;
export type UserAccountDetails = typeof userAccountDetails.$inferSelect;
