import { createHash } from 'node:crypto';

// The 4-digit verification codes the player compares with the one on their phone: each computed
// from the hash sent to the service exactly as SK ID Solutions' documentation says, so that the
// code on our page and on the phone are the same only for this session.

/**
 * Smart-ID (RP API v2 "Verification code"): integer(SHA256(hash)[-2:-1]) mod 10000 — the two
 * rightmost bytes of the SHA-256 of the hash, read big-endian, the last four decimal digits.
 */
export function smartIdVerificationCode(hash: Uint8Array): string {
  const digest = createHash('sha256').update(hash).digest();
  return String(digest.readUInt16BE(digest.length - 2) % 10000).padStart(4, '0');
}

/**
 * Mobile-ID (MID REST API §2.4.1): the 6 most significant bits of the hash's first byte and the 7
 * least significant bits of its last byte, as one 13-bit number, written with four digits.
 */
export function mobileIdVerificationCode(hash: Uint8Array): string {
  const first = hash[0] ?? 0;
  const last = hash[hash.length - 1] ?? 0;
  return String(((first & 0xfc) << 5) | (last & 0x7f)).padStart(4, '0');
}
