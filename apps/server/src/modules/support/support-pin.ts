import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUPPORT_PIN_LENGTH, type NewSupportPin } from '@stavka/contract/account-security';
import type { Database } from '@stavka/db/client';
import { supportPins } from '@stavka/db/schema';
import { hashSecret, sameDigest } from '../verification/service';

// The PIN a player tells support (`getnewpincode`, issue 13): six random digits, shown to the player
// once and kept only as an HMAC bound to the player, so a copied table or another player's PIN proves
// nothing. A new PIN replaces the old one in one upsert.

const pinMaterial = (userId: number, pin: string) => `support-pin:${userId}:${pin}`;

export async function issueSupportPin(db: Database, userId: number, now: Date): Promise<NewSupportPin> {
  const pin = String(randomInt(0, 10 ** SUPPORT_PIN_LENGTH)).padStart(SUPPORT_PIN_LENGTH, '0');
  const pinHash = await hashSecret(db, pinMaterial(userId, pin));
  await db
    .insert(supportPins)
    .values({ userId, pinHash, issuedAt: now })
    .onConflictDoUpdate({ target: supportPins.userId, set: { pinHash, issuedAt: now } });
  return { pin, issuedAt: now.toISOString() };
}

export async function supportPinIssuedAt(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db.select({ issuedAt: supportPins.issuedAt }).from(supportPins).where(eq(supportPins.userId, userId));
  return row?.issuedAt ?? null;
}

/** Whether `pin` is the player's current support PIN (false when they have none). */
export async function supportPinMatches(db: Database, userId: number, pin: string): Promise<boolean> {
  const [row] = await db.select({ pinHash: supportPins.pinHash }).from(supportPins).where(eq(supportPins.userId, userId));
  if (row === undefined) return false;
  return sameDigest(row.pinHash, await hashSecret(db, pinMaterial(userId, pin)));
}
