import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@stavka/db/client';
import { getOrCreateSecret } from '../secrets/service';

// Codes and link tokens are stored only as HMAC-SHA256 under a server secret (issue 3), so a
// leaked table gives nobody a usable code. The key is read once per database.

const keys = new WeakMap<Database, Promise<string>>();

function keyFor(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'verification-codes');
    // A failed read is not remembered: the next call tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export async function hashSecret(db: Database, material: string): Promise<string> {
  return createHmac('sha256', await keyFor(db)).update(material).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
