import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A player's identity check by documents (issue 13 "Identification"): one row per submission,
 * pending until an operator verifies or rejects it (with a reason the player reads). The player's
 * status is their latest check's; a rejected player submits again as a new check.
 */
export const identificationChecks = pgTable(
  'identification_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    /** pending, verified or rejected. */
    status: text('status').notNull(),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    index('identification_checks_user_idx').on(t.userId, t.id.desc()),
    index('identification_checks_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    // At most one check waits per player: a second upload while one waits is refused.
    uniqueIndex('identification_checks_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The files of a check. The bytes live in the document store under `storage_key`, a name the
 * server makes; the client's file name is never a path and is not kept.
 */
export const identificationDocuments = pgTable(
  'identification_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    checkId: bigint('check_id', { mode: 'number' })
      .notNull()
      .references(() => identificationChecks.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identification_documents_check_idx').on(t.checkId)],
);

export type IdentificationCheckRow = typeof identificationChecks.$inferSelect;
export type IdentificationDocumentRow = typeof identificationDocuments.$inferSelect;
