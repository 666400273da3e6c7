import type { FastifyInstance } from 'fastify';
import { cookieConsentLogPath, cookieConsentLogRequestSchema, type CookieConsentLogAnswer } from '@stavka/contract/cookie-consent';
import { cookieConsents } from '@stavka/db/schema';
import { validate } from '../../http/validate';
import { assertCsrf, resolveAuthOrGuest } from './auth';
import type { IdentityContext } from './context';

// spec §7.3 POST /api-v3/v1/user/agreement-with-cookies/log (issue 13): the visitor's cookie consent
// level (product-spec §3) is logged with its time; a signed-in player's is kept on the account.
// A guest may make the call too; a player signed in by cookie sends the CSRF token like any write.

export function registerCookieConsentRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(cookieConsentLogPath, { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request): Promise<CookieConsentLogAnswer> => {
    const { level } = validate(cookieConsentLogRequestSchema, request.body);
    const auth = await resolveAuthOrGuest(ctx, request);
    if (auth?.via === 'cookie') assertCsrf(ctx, request, auth.session.id);
    const agreedAt = ctx.now();
    await ctx.db.insert(cookieConsents).values({ siteId: request.site.id, userId: auth?.user.id ?? null, level, agreedAt });
    return { success: true, data: { level, agreedAt: agreedAt.toISOString(), stored: auth !== null } };
  });
}
