import type { FastifyInstance } from 'fastify';
import { officeMenuPaths } from '@stavka/contract/office-menu';
import type { Database } from '@stavka/db/client';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { leftMenuData } from './service';

// `getLeftMenuData` (spec §7.4, office API): the signed-in player's office menu on this brand.

export function registerOfficeMenuRoutes(app: FastifyInstance, deps: { db: Database; identity: IdentityContext; now: () => Date }): void {
  const guard = { preHandler: requireUser(deps.identity) };
  app.post(officeMenuPaths.leftMenu, guard, async (request) => {
    const { user } = authOf(request);
    const data = await leftMenuData(deps.db, request.site.config, { id: user.id, countryId: user.countryId }, deps.now());
    return { success: true as const, data };
  });
}
