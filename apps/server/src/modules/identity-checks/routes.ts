import type { FastifyInstance } from 'fastify';
import { identityCheckPaths as paths, mobileIdStartSchema, smartIdStartSchema } from '@stavka/contract/identity-checks';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { registerLocalEidPage } from './local-eid-page';
import type { IdentityChecks } from './service';

// The identity checks at Smart-ID and Mobile-ID (spec §7.5; decision 0044):
//   GET  methods                     → { methods } the brand offers beside documents
//   POST smart-id/authentication     { country, personal_code } → the check, pending with its code (signed in)
//   POST mobile-id/authentication    { personal_code, phone }   → the same (signed in)
//   GET  session/:id                 → the player's own check, the provider asked while it runs (signed in)
// and the built-in service's "phone app" page at /local-eid/{session}.

export function registerIdentityCheckRoutes(app: FastifyInstance, deps: { identity: IdentityContext; checks: IdentityChecks }): void {
  const guard = { preHandler: requireUser(deps.identity) };
  // Each start opens a session at SK (which counts them against the brand): a few per address.
  const startLimit = { rateLimit: { max: 20, timeWindow: 600_000 } };

  app.get(paths.methods, async (request) => ({ success: true as const, data: { methods: deps.checks.methods(request.site) } }));

  app.post(paths.smartId, { ...guard, config: startLimit }, async (request) => {
    const input = validate(smartIdStartSchema, request.body);
    const { user } = authOf(request);
    const check = await deps.checks.start(request.site, user.id, { kind: 'smart_id', country: input.country, personalCode: input.personal_code }, user.language);
    return { success: true as const, data: check };
  });

  app.post(paths.mobileId, { ...guard, config: startLimit }, async (request) => {
    const input = validate(mobileIdStartSchema, request.body);
    const { user } = authOf(request);
    const check = await deps.checks.start(request.site, user.id, { kind: 'mobile_id', personalCode: input.personal_code, phone: input.phone }, user.language);
    return { success: true as const, data: check };
  });

  app.get<{ Params: { id: string } }>(paths.session, guard, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    if (id <= 0) throw new AppError('not_found', 'You have no identity check with this id');
    void reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await deps.checks.status(request.site, authOf(request).user.id, id) };
  });

  registerLocalEidPage(app, { db: deps.identity.db, now: deps.identity.now });
}
