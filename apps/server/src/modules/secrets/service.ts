import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { serverSecrets } from '@stavka/db/schema';

/**
 * A named secret shared by every process of the deployment: made once (32 random bytes, base64url)
 * and kept in the database; concurrent first starts agree on the first one written.
 */
export async function getOrCreateSecret(db: Database, name: string): Promise<string> {
  const candidate = randomBytes(32).toString('base64url');
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
