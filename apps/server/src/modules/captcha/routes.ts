import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '@stavka/db/client';
import { captchaChallengePath } from '@stavka/contract/captcha';
import { createCaptchaContext, type CaptchaEnv } from './context';
import { issueCaptchaChallenge } from './service';

/**
 * `GET /web-api/captcha/challenge`: a fresh ALTCHA challenge for brands of type `custom`.
 * Also gives `requireCaptcha` its context (`app.captcha`) on every route of the app.
 */
export function registerCaptchaRoutes(app: FastifyInstance, deps: { db: Database; env: CaptchaEnv; log: FastifyBaseLogger }): void {
  const ctx = createCaptchaContext(deps);
  app.decorate('captcha', ctx);
  app.get(
    captchaChallengePath,
    // A page asks for one per protected submit: headroom for retries and shared addresses.
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const challenge = await issueCaptchaChallenge(ctx, request.site);
      void reply.header('cache-control', 'no-store');
      return challenge;
    },
  );
}
