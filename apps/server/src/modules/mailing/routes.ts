import type { FastifyInstance } from 'fastify';
import { mailingPath, mailingRequestSchema, type MailingChoice } from '@stavka/contract/mailing';
import type { Database } from '@stavka/db/client';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { mailingChoiceOf, saveMailingChoice } from './service';

// spec §7.3 POST /web-api/user/mailing (issue 13 "Settings"): the signed-in player's mailing
// preferences. Without `subscriptions` it reads them; with it, it changes the kinds named and
// answers the whole choice. The player is the session's; a bad kind or channel writes nothing.

export function registerMailingRoutes(app: FastifyInstance, deps: { db: Database; identity: IdentityContext; now: () => Date }): void {
  const guard = { preHandler: requireUser(deps.identity), config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  app.post(mailingPath, guard, async (request): Promise<{ success: true; data: MailingChoice }> => {
    const { subscriptions } = validate(mailingRequestSchema, request.body ?? {});
    const userId = authOf(request).user.id;
    const data =
      subscriptions === undefined
        ? await mailingChoiceOf(deps.db, userId)
        : await saveMailingChoice(deps.db, userId, subscriptions, deps.now());
    return { success: true, data };
  });
}
