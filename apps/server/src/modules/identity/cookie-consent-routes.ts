import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import {
  cookieConsentLevelSchema,
  cookieConsentLogPath,
  cookieConsentLogRequestSchema,
  cookieConsentReadPath,
  type CookieConsentLevel,
  type CookieConsentLogAnswer,
  type CookieConsentReadAnswer,
} from '@stavka/contract/cookie-consent';
import type { Database } from '@stavka/db/client';
import { cookieConsents } from '@stavka/db/schema';
import { validate } from '../../http/validate';
import { assertCsrf, authOf, requireUser, resolveAuthOrGuest } from './auth';
import type { IdentityContext } from './context';

// spec §7.3 POST /api-v3/v1/user/agreement-with-cookies/log (issue 13): the visitor's cookie consent
// level (product-spec §3) is logged with its time; a signed-in player's is kept on the account.
// A guest may make the call too; a player signed in by cookie sends the CSRF token like any write.
// GET /api-v3/v1/user/agreement-with-cookies reads a signed-in player's latest choice back, and the
// page data carries it, so a player who chose on one browser is not asked again on another.

/** The player's latest logged choice, or null when they have made none. */
export async function accountCookieConsent(db: Database, userId: number): Promise<{ level: CookieConsentLevel; agreedAt: Date } | null> {
  const [row] = await db
    .select({ level: cookieConsents.level, agreedAt: cookieConsents.agreedAt })
    .from(cookieConsents)
    .where(eq(cookieConsents.userId, userId))
    .orderBy(desc(cookieConsents.agreedAt), desc(cookieConsents.id))
    .limit(1);
  const level = cookieConsentLevelSchema.safeParse(row?.level);
  return row && level.success ? { level: level.data, agreedAt: row.agreedAt } : null;
}

export function registerCookieConsentRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(cookieConsentLogPath, { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request): Promise<CookieConsentLogAnswer> => {
    const { level } = validate(cookieConsentLogRequestSchema, request.body);
    const auth = await resolveAuthOrGuest(ctx, request);
    if (auth?.via === 'cookie') assertCsrf(ctx, request, auth.session.id);
    const agreedAt = ctx.now();
    await ctx.db.insert(cookieConsents).values({ siteId: request.site.id, userId: auth?.user.id ?? null, level, agreedAt });
    return { success: true, data: { level, agreedAt: agreedAt.toISOString(), stored: auth !== null } };
  });

  app.get(cookieConsentReadPath, { preHandler: requireUser(ctx) }, async (request): Promise<CookieConsentReadAnswer> => {
    const choice = await accountCookieConsent(ctx.db, authOf(request).user.id);
    return { success: true, data: choice && { level: choice.level, agreedAt: choice.agreedAt.toISOString() } };
  });
}
