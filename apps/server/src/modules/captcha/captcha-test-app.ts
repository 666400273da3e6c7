import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { altchaChallengeSchema, captchaChallengePath, encodeAltchaPayload } from '@stavka/contract/captcha';
import type { DatabaseKind } from '@stavka/db/client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { requireCaptcha } from './service';

// For the captcha API tests only: the real application with one extra route protected by
// requireCaptcha (the identity routes use it the same way), added before the app is ready.

export const protectedPath = '/web-api/captcha-test/protected';
export const protectedAction = 'captcha_test';

/** Cheap proof of work, so the tests solve challenges in milliseconds. */
const fastAltcha = { CAPTCHA_ALTCHA_COST: '10', CAPTCHA_ALTCHA_MAX_COUNTER: '30' };

export function startCaptchaTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp(kind, { ...fastAltcha, ...env }, {
    extend: (app) => app.post(protectedPath, { preHandler: requireCaptcha(protectedAction) }, async () => ({ success: true })),
  });
}

/** What a browser does for a `custom` brand: fetch a challenge, solve it, encode the token. */
export async function solvedToken(app: FastifyInstance, host = 'localhost'): Promise<string> {
  const res = await app.inject({ url: captchaChallengePath, headers: { host } });
  if (res.statusCode !== 200) throw new Error(`challenge answered ${res.statusCode}: ${res.body}`);
  const challenge = altchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge could not be solved');
  return encodeAltchaPayload({ challenge, solution });
}
