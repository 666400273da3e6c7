import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { Env } from '../../config/env';
import { getOrCreateSecret } from '../secrets/service';

/** The environment the captcha module reads (provider secrets and URLs, ALTCHA work factor). */
export type CaptchaEnv = Pick<
  Env,
  | 'CAPTCHA_GOOGLE_SECRET'
  | 'CAPTCHA_MIN_SCORE'
  | 'CAPTCHA_HCAPTCHA_SECRET'
  | 'CAPTCHA_HUNT_VERIFY_URL'
  | 'CAPTCHA_HUNT_SECRET'
  | 'CAPTCHA_PUZZLE_VERIFY_URL'
  | 'CAPTCHA_PUZZLE_SECRET'
  | 'CAPTCHA_SITEVERIFY_ORIGIN'
  | 'CAPTCHA_ALTCHA_COST'
  | 'CAPTCHA_ALTCHA_MAX_COUNTER'
>;

/** HMAC keys of the self-hosted ALTCHA: one signs the challenge, one the expected derived key. */
export interface AltchaSecrets {
  readonly challenge: string;
  readonly derivedKey: string;
}

/** What every captcha operation needs; one per application, tests make their own with a clock. */
export interface CaptchaContext {
  readonly db: Database;
  readonly env: CaptchaEnv;
  readonly log: FastifyBaseLogger;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly altchaSecrets: () => Promise<AltchaSecrets>;
}

export function createCaptchaContext(deps: {
  db: Database;
  env: CaptchaEnv;
  log: FastifyBaseLogger;
  now?: () => number;
}): CaptchaContext {
  let secrets: Promise<AltchaSecrets> | undefined;
  const altchaSecrets = (): Promise<AltchaSecrets> => {
    secrets ??= loadAltchaSecrets(deps.db).catch((error: unknown) => {
      // A database hiccup must not stick: the next call tries again.
      secrets = undefined;
      throw error;
    });
    return secrets;
  };
  return { db: deps.db, env: deps.env, log: deps.log, now: deps.now ?? Date.now, altchaSecrets };
}

async function loadAltchaSecrets(db: Database): Promise<AltchaSecrets> {
  // Shared by every process of the deployment, so any of them verifies what another issued.
  const challenge = await getOrCreateSecret(db, 'captcha-altcha');
  const derivedKey = createHmac('sha256', challenge).update('altcha-derived-key-signature').digest('hex');
  return { challenge, derivedKey };
}
