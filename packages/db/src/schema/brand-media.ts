import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A brand's media (issue 14 "Look", decision 0047): its logo, banner images and the like, served at
 * `/media/<name>` on the brand's hosts. Kept in the database so that every server process of a
 * deployment serves the same files; they are small (at most 2 MB each) and few.
 */
export const brandMedia = pgTable(
  'brand_media',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The file name in the address: lowercase letters, digits, dots, dashes and underscores. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** sha256 of the bytes, hex: the answer's ETag. */
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);
