import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '@stavka/db/client';
import { getOrCreateSecret } from '../secrets/service';

// The TOTP of two-factor sign-in (RFC 6238: SHA-1, six digits, 30-second steps, as every
// authenticator app reads an otpauth:// link) and how its secret is kept: AES-256-GCM under a
// server secret of its own (decision 0030), so a copy of the table alone signs nobody in.

const PERIOD_S = 30;
const DIGITS = 6;
/** Codes of the step before and after are taken too: clocks of phones drift (decision 0030). */
const WINDOW = 1;

const keys = new WeakMap<Database, Promise<Buffer>>();

function keyFor(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'two-factor-secrets').then((value) => Buffer.from(value, 'base64url'));
    // A failed read is not remembered: the next call tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The recovery hash as stored: an HMAC under the same key, so the table alone cannot turn two-factor off. */
export async function recoveryDigest(db: Database, hash: string): Promise<string> {
  return createHmac('sha256', await keyFor(db)).update(`recovery:${hash}`).digest('hex');
}

/** A new shared secret as base32, the form apps take typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function encryptTotpSecret(db: Database, base32: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyFor(db), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function decryptTotpSecret(db: Database, stored: string): Promise<string> {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('a two-factor secret is stored in an unknown form');
  const decipher = createDecipheriv('aes-256-gcm', await keyFor(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

function totpOf(base32: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(base32) });
}

/** The otpauth:// link an app reads from the QR code: the brand as issuer, the player's login as label. */
export function totpLink(base32: string, issuer: string, login: string): string {
  return totpOf(base32, issuer, login).toString();
}

/** The time step a right code belongs to (within one step of now), or null for a wrong code. */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_S, timestamp: now.getTime() }) + delta;
}
