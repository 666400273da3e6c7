import type { FastifyInstance } from 'fastify';
import {
  identityCheckPaths as paths,
  LIVENESS_SIGNATURE_HEADER,
  mobileIdStartSchema,
  smartIdStartSchema,
} from '@stavka/contract/identity-checks';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { registerLocalEidPage } from './local-eid-page';
import { registerLocalLivenessPage } from './local-liveness';
import type { IdentityChecks } from './service';

// The identity checks at Smart-ID and Mobile-ID (spec §7.5; decision 0044):
//   GET  methods                     → { methods } the brand offers beside documents
//   POST smart-id/authentication     { country, personal_code } → the check, pending with its code (signed in)
//   POST mobile-id/authentication    { personal_code, phone }   → the same (signed in)
//   POST liveness/flow               {} → the check, pending with the flow's page to open (signed in)
//   POST liveness/webhook            the liveness provider's signed report (no session: the signature decides)
//   GET  session/:id                 → the player's own check, the provider asked while it runs (signed in)
// and the built-in services' pages: the e-ID "phone app" at /local-eid/{session}, the selfie at /local-liveness/{flow}.

export function registerIdentityCheckRoutes(app: FastifyInstance, deps: { identity: IdentityContext; checks: IdentityChecks }): void {
  const guard = { preHandler: requireUser(deps.identity) };
  // Each start opens a session at SK (which counts them against the brand): a few per address.
  const startLimit = { rateLimit: { max: 20, timeWindow: 600_000 } };

  app.get(paths.methods, async (request) => ({ success: true as const, data: { methods: deps.checks.methods(request.site) } }));

  app.post(paths.smartId, { ...guard, config: startLimit }, async (request) => {
    const input = validate(smartIdStartSchema, request.body);
    const { user } = authOf(request);
    const check = await deps.checks.start(
      request.site,
      user.id,
      { kind: 'smart_id', country: input.country, personalCode: input.personal_code },
      user.language,
    );
    return { success: true as const, data: check };
  });

  app.post(paths.mobileId, { ...guard, config: startLimit }, async (request) => {
    const input = validate(mobileIdStartSchema, request.body);
    const { user } = authOf(request);
    const check = await deps.checks.start(
      request.site,
      user.id,
      { kind: 'mobile_id', personalCode: input.personal_code, phone: input.phone },
      user.language,
    );
    return { success: true as const, data: check };
  });

  app.post(paths.liveness, { ...guard, config: startLimit }, async (request) => {
    validate(z.strictObject({}), request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await deps.checks.start(request.site, user.id, { kind: 'liveness' }, user.language) };
  });

  // The report is signed over its exact bytes: read here as text, parsed only once the signature holds.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(paths.livenessWebhook, async (request) => {
      const header = request.headers[LIVENESS_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      return {
        success: true as const,
        data: await deps.checks.livenessReport(request.site, typeof request.body === 'string' ? request.body : '', signature),
      };
    });
  });

  app.get<{ Params: { id: string } }>(paths.session, guard, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    if (id <= 0) throw new AppError('not_found', 'You have no identity check with this id');
    void reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await deps.checks.status(request.site, authOf(request).user.id, id) };
  });

  registerLocalEidPage(app, { db: deps.identity.db, now: deps.identity.now });
  registerLocalLivenessPage(app, { db: deps.identity.db, now: deps.identity.now });
}
