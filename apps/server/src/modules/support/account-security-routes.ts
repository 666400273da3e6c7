import type { FastifyInstance } from 'fastify';
import { accountSecurityPaths as paths, securityCheckIds, securityLevelOf, type SecuritySummary } from '@stavka/contract/account-security';
import { noFieldsRequestSchema } from '@stavka/contract/sessions';
import type { Database } from '@stavka/db/client';
import { validate } from '../../http/validate';
import { authOf, requireUser, securityStepsOf, type IdentityContext } from '../identity/service';
import { issueSupportPin, supportPinIssuedAt } from './support-pin';

// The account's protection at a glance and the support PIN (issue 13 "Security"), the signed-in
// player's own:
//   POST /web-api/user/secure              → the steps taken, their level, when the support PIN was issued
//   POST /web-api/officeapi/getnewpincode  → a new PIN, shown once (a few a day from one address)

export function registerAccountSecurityRoutes(app: FastifyInstance, deps: { db: Database; identity: IdentityContext; now: () => Date }): void {
  const guard = { preHandler: requireUser(deps.identity) };

  app.post(paths.summary, guard, async (request): Promise<{ success: true; data: SecuritySummary }> => {
    validate(noFieldsRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    const [taken, pinIssuedAt] = await Promise.all([securityStepsOf(deps.db, user), supportPinIssuedAt(deps.db, user.id)]);
    return {
      success: true,
      data: {
        level: securityLevelOf(taken),
        done: taken.size,
        total: securityCheckIds.length,
        checks: securityCheckIds.map((id) => ({ id, done: taken.has(id) })),
        supportPinIssuedAt: pinIssuedAt?.toISOString() ?? null,
      },
    };
  });

  app.post(paths.newSupportPin, { ...guard, config: { rateLimit: { max: 10, timeWindow: 3_600_000 } } }, async (request) => {
    validate(noFieldsRequestSchema, request.body ?? {});
    return { success: true as const, data: await issueSupportPin(deps.db, authOf(request).user.id, deps.now()) };
  });
}
