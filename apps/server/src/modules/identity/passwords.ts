import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id (issue 3; VERSIONS.md: m=19456 KiB, t=2), the OWASP-recommended minimum.
// `Algorithm` is a const enum the isolated-modules build cannot read: 2 is Argon2id.
const options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the login is unknown, so timing does not reveal accounts. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-logins');
  return decoyHash;
}

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** One-click registration's generated password: 10 characters, letters and digits, no look-alikes. */
export function generatePassword(length = 10): string {
  for (;;) {
    const chars = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (/\d/.test(chars) && /[a-z]/i.test(chars)) return chars;
  }
}
