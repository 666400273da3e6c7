import { and, eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { socialIdentities, type SocialIdentityRow } from '@stavka/db/schema';

export async function findSocialIdentity(db: Database, siteId: number, provider: string, subject: string): Promise<SocialIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

export async function insertSocialIdentity(db: Database, values: typeof socialIdentities.$inferInsert): Promise<void> {
  await db.insert(socialIdentities).values(values);
}
