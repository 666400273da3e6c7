import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaChallengeSchema, decodeAltchaPayload, type AltchaChallenge } from '@stavka/contract/captcha';
import { AppError } from '../../http/app-error';
import type { CaptchaContext } from './context';
import { deleteExpiredSolutions, redeemChallenge } from './repo';

// The self-hosted captcha (brand type `custom`, issue 3): ALTCHA v2 proof of work. The server
// signs a challenge whose answer it already knows (deterministic mode), so checking a solution
// is two HMACs; the browser has to try counters until its PBKDF2 key starts with the prefix.

/** How long a challenge may be solved and redeemed. */
export const altchaChallengeTtlMs = 5 * 60_000;

/**
 * PBKDF2 is what browsers compute natively (WebCrypto), so a phone pays about what a bot pays.
 * The default work (1000 iterations × 200–600 attempts) takes a desktop ~0.2 s and a phone under
 * a second; operators tune it with CAPTCHA_ALTCHA_COST / CAPTCHA_ALTCHA_MAX_COUNTER.
 */
const algorithm = 'PBKDF2/SHA-256';

export async function createAltchaChallenge(ctx: CaptchaContext, siteId: number): Promise<AltchaChallenge> {
  const secrets = await ctx.altchaSecrets();
  const maxCounter = ctx.env.CAPTCHA_ALTCHA_MAX_COUNTER;
  const challenge = await createChallenge({
    algorithm,
    cost: ctx.env.CAPTCHA_ALTCHA_COST,
    // A floor on the attempts: a lucky early counter would make the work pointless.
    counter: randomInt(maxCounter, Math.ceil(maxCounter / 3)),
    deriveKey,
    expiresAt: new Date(ctx.now() + altchaChallengeTtlMs),
    // Bound to the brand: a challenge of one brand does not open another's forms.
    data: { site: siteId },
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
  // The wire shape of the contract; also catches a library change that stops signing.
  return altchaChallengeSchema.parse(challenge);
}

/** Accepts a solved challenge once; anything else is `captcha_invalid`. */
export async function verifyAltchaToken(ctx: CaptchaContext, siteId: number, token: string): Promise<void> {
  const payload = decodeAltchaPayload(token);
  if (!payload) throw invalid('not an ALTCHA payload');
  const { challenge, solution } = payload;
  const expiresAt = challenge.parameters.expiresAt;
  if (expiresAt === undefined || expiresAt * 1000 <= ctx.now()) throw invalid('challenge expired');
  if (challenge.parameters.data?.site !== siteId) throw invalid('challenge of another brand');

  const secrets = await ctx.altchaSecrets();
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  }).catch(() => undefined);
  if (!result?.verified) {
    throw invalid(result?.expired ? 'challenge expired' : result?.invalidSignature ? 'challenge signature is wrong' : 'wrong solution');
  }

  // Recorded only after the checks, so forged payloads cannot fill the table.
  const now = new Date(ctx.now());
  if (!(await redeemChallenge(ctx.db, challenge.signature, new Date(expiresAt * 1000)))) throw invalid('challenge already used');
  await deleteExpiredSolutions(ctx.db, now);
}

function invalid(reason: string): AppError {
  return new AppError('captcha_invalid', `Captcha refused: ${reason}`);
}
