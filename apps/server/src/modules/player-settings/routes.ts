import type { FastifyInstance } from 'fastify';
import { saveSettingPath, saveSettingRequestSchema, type PlayerSettings } from '@stavka/contract/player-settings';
import { validate } from '../../http/validate';
import type { BettingContext } from '../betting/service';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { servesLanguage } from '../site/service';
import { saveSetting } from './service';

// spec §7.4 POST /web-api/officeapi/savesetting (issue 13 "Settings", decision 0041): one setting of
// the signed-in player, `{ setting_id, setting_value }`, answered with all their settings (the read
// is GET user/v1/settings `values`). The player is the session's; a bad id or value writes nothing.

export function registerPlayerSettingsRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const guard = { preHandler: requireUser(deps.identity), config: { rateLimit: { max: 60, timeWindow: 60_000 } } };
  app.post(saveSettingPath, guard, async (request): Promise<{ success: true; data: PlayerSettings }> => {
    const change = validate(saveSettingRequestSchema, request.body ?? {});
    const site = request.site;
    return { success: true, data: await saveSetting({ betting: deps.betting, servesLanguage: (lang) => servesLanguage(site, lang) }, authOf(request), change) };
  });
}
