import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server secrets made at first start when the environment gives none (HMAC keys for tokens and
 * captcha challenges), so every process of a deployment signs with the same key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
