import { and, eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { sandboxProviderPayments, type SandboxProviderPayment } from '@stavka/db/schema';

// The sandbox provider's own books: what merchants asked it to charge or pay out, and the decision.

export type NewSandboxPayment = typeof sandboxProviderPayments.$inferInsert;

/** Records a payment; the merchant's reference is unique, so asking twice returns the first. */
export async function recordPayment(db: Database, row: NewSandboxPayment): Promise<SandboxProviderPayment> {
  await db.insert(sandboxProviderPayments).values(row).onConflictDoNothing({ target: sandboxProviderPayments.merchantReference });
  const [stored] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.merchantReference, row.merchantReference));
  if (!stored) throw new Error('sandbox provider: the payment could not be recorded');
  return stored;
}

export async function paymentById(db: Database, id: string): Promise<SandboxProviderPayment | undefined> {
  const [row] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, id));
  return row;
}

/** Decides an open payment once; undefined when it was already decided. */
export async function decide(db: Database, id: string, status: 'approved' | 'declined', now: Date): Promise<SandboxProviderPayment | undefined> {
  const [row] = await db
    .update(sandboxProviderPayments)
    .set({ status, decidedAt: now })
    .where(and(eq(sandboxProviderPayments.id, id), eq(sandboxProviderPayments.status, 'open')))
    .returning();
  return row;
}
