import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A brand (white-label site). Its configuration is one validated JSON document
 * (the `SiteConfig` schema in @stavka/contract/site-config); the columns hold what we
 * look up or join by.
 */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Partner / ref id of spec §3 (default partner 1). */
  partnerId: integer('partner_id').notNull().default(1),
  groupId: integer('group_id').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  config: jsonb('config').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names a brand answers on; the request's Host picks the brand. */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
  },
  (t) => [uniqueIndex('site_domains_host_key').on(t.host)],
);
