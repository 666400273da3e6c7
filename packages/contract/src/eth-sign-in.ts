import { z } from 'zod';
import { socialErrors, socialResults } from './social';

// Sign-In with Ethereum (EIP-4361) for a brand's `metamask` provider (issue 13, decision 0043).
// The browser asks `socialPaths.metamaskNonce` for a nonce (kept, signed, in an HttpOnly cookie),
// has the wallet sign the message built from this answer, and sends both to `metamaskVerify`.

/** What the message must say: the brand's own origin as `domain` (host[:port]) and `uri`, and the nonce. */
export const ethNonceAnswerSchema = z.object({
  nonce: z.string(),
  domain: z.string(),
  uri: z.string(),
  /** How long the nonce (and so the message's `Issued At`) is good for. */
  expiresInSeconds: z.number().int().positive(),
});
export type EthNonceAnswer = z.infer<typeof ethNonceAnswerSchema>;

/** `message`: the EIP-4361 text exactly as the wallet signed it; `signature`: the 65-byte personal_sign signature. */
export const ethVerifyRequestSchema = z.strictObject({
  message: z.string().min(1, 'eth_sign_in_message_invalid').max(4000, 'eth_sign_in_message_invalid'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'eth_sign_in_signature'),
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

/**
 * Where the player goes next: the social return page (`socialSignIn`) with this `result` (signed in,
 * registered, or the second factor to give) or `error` (the account is blocked, the brand registers
 * nobody this way), exactly as after any social provider.
 */
export const ethVerifyAnswerSchema = z.union([z.object({ result: z.enum(socialResults) }), z.object({ error: z.enum(socialErrors) })]);
export type EthVerifyAnswer = z.infer<typeof ethVerifyAnswerSchema>;

/** The field messages of a refused signed message (i18n keys of the `ethSignIn` unit). */
export const ethSignInRefusals = {
  /** Not an EIP-4361 message. */
  message: 'eth_sign_in_message_invalid',
  /** Signed for another site: its domain or URI is not the brand's. */
  site: 'eth_sign_in_wrong_site',
  /** Its nonce is not the one this browser was given, or was used already. */
  nonce: 'eth_sign_in_nonce',
  /** Issued too long ago (or ahead of our clock), or past its own expiration time. */
  outdated: 'eth_sign_in_outdated',
  /** The signature is not the message's address's. */
  signature: 'eth_sign_in_signature',
} as const;
export type EthSignInRefusal = keyof typeof ethSignInRefusals;
