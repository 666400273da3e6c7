import type { FastifyInstance } from 'fastify';
import { adminRequestSchema, shareIdeaSchema, supportPaths as paths } from '@stavka/contract/support';
import type { Database } from '@stavka/db/client';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { sendSupportRequest } from './service';

// The office's support calls (issue 13 "Support"), each sent as the signed-in player:
//   sendadminrequest  {userName, email, text} → { id }   a request to the administration, answered at `email`
//   shareidea         {text}                  → { id }   an idea for the brand
// Bad input is the office's field → messages map, and nothing is written; more than the day's
// number of either is refused with rate_limited (429).

export function registerSupportRoutes(app: FastifyInstance, deps: { db: Database; identity: IdentityContext; now: () => Date }): void {
  const guard = { preHandler: requireUser(deps.identity) };

  app.post(paths.adminRequest, guard, async (request) => {
    const input = validate(adminRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    const id = await sendSupportRequest(deps.db, { siteId: request.site.id, userId: user.id, kind: 'admin', ...input }, deps.now());
    return { success: true as const, data: { id } };
  });

  app.post(paths.shareIdea, guard, async (request) => {
    const { text } = validate(shareIdeaSchema, request.body ?? {});
    const { user } = authOf(request);
    const id = await sendSupportRequest(deps.db, { siteId: request.site.id, userId: user.id, kind: 'idea', text }, deps.now());
    return { success: true as const, data: { id } };
  });
}
