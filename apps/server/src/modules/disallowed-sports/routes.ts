import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  disallowSportsPath,
  disallowSportsQuerySchema,
  disallowSportsRequestSchema,
  type DisallowedSports,
} from '@stavka/contract/disallow-sports';
import type { Database } from '@stavka/db/client';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { disallowedSportsOf, saveDisallowedSports, type SportCatalogue } from './service';

// spec §7.5 POST .../disallow-sports (issue 13 "Settings"): the signed-in player's hidden sports
// for line and live, and GET of the same path to read them with the feed's sports. The player is
// the session's; an unknown sport id writes nothing.

export function registerDisallowedSportsRoutes(
  app: FastifyInstance,
  deps: { db: Database; identity: IdentityContext; catalogue: SportCatalogue; now: () => Date },
): void {
  const preHandler = requireUser(deps.identity);
  const langOf = (request: FastifyRequest, lang: string | undefined) => lang ?? authOf(request).user.language;

  app.get(disallowSportsPath, { preHandler }, async (request): Promise<{ success: true; data: DisallowedSports }> => {
    const { lang } = validate(disallowSportsQuerySchema, request.query ?? {});
    return { success: true, data: await disallowedSportsOf(deps.db, deps.catalogue, authOf(request).user.id, langOf(request, lang)) };
  });

  app.post(
    disallowSportsPath,
    { preHandler, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request): Promise<{ success: true; data: DisallowedSports }> => {
      const change = validate(disallowSportsRequestSchema, request.body ?? {});
      const { lang } = validate(disallowSportsQuerySchema, request.query ?? {});
      const userId = authOf(request).user.id;
      return {
        success: true,
        data: await saveDisallowedSports(deps.db, deps.catalogue, userId, change, langOf(request, lang), deps.now()),
      };
    },
  );
}
