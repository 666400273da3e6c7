import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A player's identity check at an outside provider (issue 13, decision 0044): Smart-ID or
 * Mobile-ID. The check is `started` when its row is written, `pending` once the provider opened a
 * session (its id kept here), then `passed`, `failed` (with the provider's reason) or `expired`.
 * A passed check verifies the player the way an approved document check does.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    /** `smart_id`, `mobile_id` or `liveness`. */
    kind: text('kind').notNull(),
    /** Who ran it: `sk` (SK ID Solutions) or `local` (the built-in provider). */
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    /** started, pending, passed, failed or expired. */
    state: text('state').notNull(),
    /** The 4-digit code the player compares on their phone. */
    verificationCode: text('verification_code'),
    /** Why it failed, in the provider's words (`USER_REFUSED`, `TIMEOUT` …). */
    reason: text('reason'),
    /** What the provider needs to finish the check (the signed challenge) and what it answered. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_checks_user_idx').on(t.userId, t.id.desc()),
    index('identity_checks_open_idx').on(t.userId).where(sql`${t.state} in ('started', 'pending')`),
  ],
);

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

/**
 * The built-in local e-ID service's own sessions (decision 0044): what SK's service keeps for a
 * Smart-ID or Mobile-ID session, so that the local "phone app" page and the status calls agree in
 * every server process. `result` is null while it runs, then OK, USER_REFUSED or TIMEOUT.
 */
export const localEidSessions = pgTable('local_eid_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  personalCode: text('personal_code').notNull(),
  phone: text('phone'),
  relyingPartyName: text('relying_party_name').notNull(),
  verificationCode: text('verification_code').notNull(),
  result: text('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type LocalEidSessionRow = typeof localEidSessions.$inferSelect;

/**
 * The built-in local liveness service's flows (decision 0044): the page at `/local-liveness/{id}`
 * "takes the selfie" (the player confirms or refuses) and reports to the brand's webhook, signed
 * as the real service signs, then sends the player back to `return_url`. Answered once.
 */
export const localLivenessFlows = pgTable('local_liveness_flows', {
  id: text('id').primaryKey(),
  siteSlug: text('site_slug').notNull(),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  result: text('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type LocalLivenessFlowRow = typeof localLivenessFlows.$inferSelect;
