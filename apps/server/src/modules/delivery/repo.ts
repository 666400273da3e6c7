import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { deliveryMessages, type DeliveryMessage } from '@stavka/db/schema';

export type NewDeliveryMessage = typeof deliveryMessages.$inferInsert;

export async function insertMessage(db: Database, row: NewDeliveryMessage): Promise<void> {
  await db.insert(deliveryMessages).values(row);
}

/** Whether a message with this id was recorded as sent. */
export async function wasSent(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryMessages.id })
    .from(deliveryMessages)
    .where(and(eq(deliveryMessages.id, id), eq(deliveryMessages.status, 'sent')));
  return row !== undefined;
}

/**
 * Messages the outbox provider kept for one brand, newest first. `to` matches an e-mail without
 * regard to case and a phone by its digits, so `+7 (999) 123-45-67` finds `+79991234567`.
 */
export async function listOutbox(
  db: Database,
  query: { siteId: number; to?: string | undefined; limit: number },
): Promise<DeliveryMessage[]> {
  const m = deliveryMessages;
  const conditions: SQL[] = [eq(m.provider, 'outbox'), eq(m.siteId, query.siteId)];
  const to = query.to?.trim();
  if (to) conditions.push(recipientMatches(to));
  return db
    .select()
    .from(m)
    .where(and(...conditions))
    .orderBy(desc(m.seq))
    .limit(query.limit);
}

function recipientMatches(to: string): SQL {
  const m = deliveryMessages;
  if (to.includes('@')) return sql`lower(${m.recipient}) = ${to.toLowerCase()}`;
  if (/^[+\d\s().-]+$/.test(to)) {
    return sql`(${m.channel} <> 'email' and regexp_replace(${m.recipient}, '[^0-9]', '', 'g') = ${to.replace(/\D/g, '')})`;
  }
  return eq(m.recipient, to);
}
