// Captcha on the wire (api-contract-spec §7.13, §8; product-spec §3, §4): the token header, the
// self-hosted ALTCHA challenge (type `custom`) and the payload the browser sends back as the token.
import { z } from 'zod';
import type { CaptchaType } from './site-config';

/** spec §7.13: the captcha token is sent in this request header. */
export const captchaTokenHeader = 'x-captcha-token';

/** The self-hosted ALTCHA challenge, served only to brands whose captcha type is `custom`. */
export const captchaChallengePath = '/web-api/captcha/challenge';

/** spec §8 "Captcha closed or expired": the exact text of the rejection. */
export const captchaDismissedMessage = 'Dismissed captcha';

/** Longest token a provider issues is a few kilobytes; anything longer is refused unread. */
export const captchaTokenMaxLength = 8_192;

/** Captcha kinds of product-spec §3, by the brand's configuration type that uses them. */
export const captchaKindByType: Readonly<Record<Exclude<CaptchaType, 'custom' | 'disabled'>, string>> = {
  google: 'grecaptcha',
  hcaptcha: 'hcaptcha',
  hunt: 'huntCaptcha',
  puzzle: 'painPuzzle',
};

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/, 'lower-case hex');
const dataValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * ALTCHA v2 challenge parameters. Loose: the HMAC signature covers every key, so a key this
 * schema does not name must survive parsing for the signature check to see it.
 */
export const altchaParametersSchema = z.looseObject({
  algorithm: z.string().min(1).max(32),
  nonce: hex,
  salt: hex,
  cost: z.number().int().positive(),
  keyLength: z.number().int().positive().max(64),
  keyPrefix: z.string().regex(/^[0-9a-f]+$/),
  keySignature: hex.optional(),
  memoryCost: z.number().int().positive().optional(),
  parallelism: z.number().int().positive().optional(),
  /** Seconds since the epoch. */
  expiresAt: z.number().positive().optional(),
  data: z.record(z.string(), dataValue).optional(),
});

/** `GET /web-api/captcha/challenge` answer: what `<altcha-widget challenge="…">` and the solver read. */
export const altchaChallengeSchema = z.object({
  parameters: altchaParametersSchema,
  signature: hex,
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

export const altchaSolutionSchema = z.object({
  counter: z.number().int().min(0).max(0xffff_ffff),
  derivedKey: hex,
  /** Milliseconds the solver took; informative only. */
  time: z.number().nonnegative().optional(),
});
export type AltchaSolution = z.infer<typeof altchaSolutionSchema>;

/** The token of a `custom` captcha: base64 of this JSON (the ALTCHA v2 client payload). */
export const altchaPayloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: altchaSolutionSchema,
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;

/** Encodes a solved challenge as the `x-captcha-token` value (base64 of UTF-8 JSON; JSON here is ASCII). */
export function encodeAltchaPayload(payload: AltchaPayload): string {
  return btoa(JSON.stringify(payload));
}

/** Decodes a token back into a payload, or undefined when it is not one. */
export function decodeAltchaPayload(token: string): AltchaPayload | undefined {
  let json: unknown;
  try {
    json = JSON.parse(atob(token));
  } catch {
    return undefined;
  }
  const parsed = altchaPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
