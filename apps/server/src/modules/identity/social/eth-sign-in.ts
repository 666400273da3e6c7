import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { getAddress, recoverMessageAddress } from 'viem';
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe';
import type { EthSignInRefusal } from '@stavka/contract/eth-sign-in';
import type { Database } from '@stavka/db/client';
import { ethSignIns } from '@stavka/db/schema';
import type { SocialClaims } from './oidc-client';

// Sign-In with Ethereum (EIP-4361; issue 13, decision 0043). The browser's wallet signs a message
// naming the brand's origin and a nonce we gave this browser; the message is good when it is
// EIP-4361 text, names the brand's configured origin (never the request's Host), carries that
// nonce, was issued within the nonce's lifetime and is not past its own expiration, and its
// personal_sign signature recovers to the address it names. The address (checksummed, EIP-55) is
// the player's identity at provider `metamask`. Smart-contract wallets (EIP-1271) are not checked:
// that would need a chain node.

/** A nonce, and so the message signed with it, is good this long. */
export const ETH_NONCE_TTL_S = 5 * 60;
/** Clocks differ a little: an `Issued At` or `Not Before` this far ahead of ours is accepted. */
const CLOCK_SKEW_S = 60;

/** 128 random bits as 32 hex characters (EIP-4361 asks for at least 8 alphanumerics). */
export function newEthNonce(): string {
  return randomBytes(16).toString('hex');
}

/** What the brand's message must say, from its configuration. */
export function expectedSite(origin: string): { domain: string; uri: string } {
  const url = new URL(origin);
  return { domain: url.host, uri: url.origin };
}

export interface EthIdentity extends SocialClaims {
  /** The checksummed address the signature recovered to. */
  address: `0x${string}`;
  nonce: string;
}

/**
 * Parses `message` as EIP-4361: the fields a sign-in needs are there, and the text is exactly the
 * canonical one those fields make (so nothing the parser skipped was signed along).
 */
function parseMessage(message: string): (SiweMessage & { issuedAt: Date }) | undefined {
  const parsed = parseSiweMessage(message);
  const { domain, address, uri, version, chainId, nonce, issuedAt } = parsed;
  if (domain === undefined || address === undefined || uri === undefined || version !== '1' || chainId === undefined || nonce === undefined || issuedAt === undefined) return undefined;
  const fields = { ...parsed, domain, address, uri, version, chainId, nonce, issuedAt };
  if (Number.isNaN(issuedAt.getTime()) || [fields.expirationTime, fields.notBefore].some((date) => date !== undefined && Number.isNaN(date.getTime()))) return undefined;
  try {
    return createSiweMessage(fields) === message ? fields : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The wallet that signed `message` for the brand at `origin` with the browser's `nonce` (null when
 * the browser has none), or why not. Reads nothing and writes nothing: `redeemEthNonce` then spends
 * the nonce.
 */
export async function checkEthSignIn(
  input: { message: string; signature: `0x${string}` },
  expected: { origin: string; nonce: string | null; now: Date },
): Promise<EthIdentity | EthSignInRefusal> {
  const message = parseMessage(input.message);
  if (!message) return 'message';
  const site = expectedSite(expected.origin);
  let uri: URL;
  try {
    uri = new URL(message.uri);
  } catch {
    return 'message';
  }
  if (message.domain !== site.domain || uri.origin !== site.uri) return 'site';
  if (expected.nonce === null || message.nonce !== expected.nonce) return 'nonce';
  const now = expected.now.getTime();
  const issued = message.issuedAt.getTime();
  if (issued < now - ETH_NONCE_TTL_S * 1000 || issued > now + CLOCK_SKEW_S * 1000) return 'outdated';
  if (message.expirationTime !== undefined && message.expirationTime.getTime() <= now) return 'outdated';
  if (message.notBefore !== undefined && message.notBefore.getTime() > now + CLOCK_SKEW_S * 1000) return 'outdated';
  let signer: string;
  try {
    signer = await recoverMessageAddress({ message: input.message, signature: input.signature });
  } catch {
    return 'signature';
  }
  const address = getAddress(message.address);
  if (signer !== address) return 'signature';
  return { subject: address, address, email: null, emailVerified: false, name: null, nonce: message.nonce };
}

/**
 * Spends a checked message's nonce on the brand. True the first time; false when it was spent
 * before (a replayed request). The unique key makes this hold across processes and races.
 */
export async function redeemEthNonce(db: Database, siteId: number, nonce: string, now: Date): Promise<boolean> {
  await db.delete(ethSignIns).where(lt(ethSignIns.expiresAt, now));
  const expiresAt = new Date(now.getTime() + (ETH_NONCE_TTL_S + CLOCK_SKEW_S) * 1000);
  const inserted = await db
    .insert(ethSignIns)
    .values({ siteId, nonce, expiresAt })
    .onConflictDoNothing({ target: [ethSignIns.siteId, ethSignIns.nonce] })
    .returning({ nonce: ethSignIns.nonce });
  return inserted.length === 1;
}
