import type { FastifyInstance } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@stavka/domain/validation/password';
import type { PlayerSettings } from '@stavka/contract/player-settings';
import { changePasswordRequestSchema, closeSessionRequestSchema, noFieldsRequestSchema, sessionPaths as paths } from '@stavka/contract/sessions';
import { validate } from '../../http/validate';
import { authOf, requireUser } from './auth';
import { changePassword } from './password-change';
import { closeOtherSessions, closePlayerSession, listPlayerSessions, type SecurityDeps } from './player-sessions';
import { clearSessionCookies } from './session-cookies';
import { lastSessionStartBefore, listLiveSessions } from './sessions-repo';

// The office's security calls (issue 13): the player's sessions (spec §7.4 getusersessions,
// getsessionid, closesession, disconnecteverywhere) and the password (spec §7.5 PUT
// user/v1/password, GET user/v1/settings). Every call is the signed-in player's own. The settings
// read also answers the site settings the player saved with `savesetting` (decision 0041).

export function registerSecurityRoutes(app: FastifyInstance, deps: SecurityDeps & { settingsOf: (userId: number) => Promise<PlayerSettings> }): void {
  const { identity: ctx } = deps;
  const guard = { preHandler: requireUser(ctx) };

  app.post(paths.list, guard, async (request) => {
    validate(noFieldsRequestSchema, request.body ?? {});
    return { success: true as const, data: await listPlayerSessions(ctx, authOf(request), request.site) };
  });

  app.post(paths.current, guard, async (request) => {
    validate(noFieldsRequestSchema, request.body ?? {});
    const { session, user } = authOf(request);
    // The web shows the previous sign-in's time right after a sign-in (issue 13).
    const previous = await lastSessionStartBefore(ctx.db, user.id, session.createdAt);
    return { success: true as const, data: { sessionId: session.id, createdAt: session.createdAt.toISOString(), previousSignInAt: previous?.toISOString() ?? null } };
  });

  app.post(paths.close, guard, async (request, reply) => {
    const { session_id } = validate(closeSessionRequestSchema, request.body);
    const auth = authOf(request);
    await closePlayerSession(deps, auth, session_id);
    // Closing this very session is signing out here.
    if (session_id === auth.session.id) clearSessionCookies(reply, request, request.site);
    return { success: true as const, data: { closed: 1 } };
  });

  app.post(paths.closeOthers, guard, async (request) => {
    validate(noFieldsRequestSchema, request.body ?? {});
    return { success: true as const, data: { closed: await closeOtherSessions(deps, authOf(request)) } };
  });

  app.put(paths.password, guard, async (request) => {
    const input = validate(changePasswordRequestSchema, request.body);
    const { closedSessions } = await changePassword(deps, request, authOf(request), input);
    return { success: true as const, data: { changed: true as const, closedSessions } };
  });

  app.get(paths.settings, guard, async (request) => {
    const auth = authOf(request);
    const live = await listLiveSessions(ctx.db, auth.user.id, ctx.now());
    return {
      success: true as const,
      data: {
        fields: ['old_password', 'password', 'password_confirmation', 'end_other_sessions'] as const,
        end_other_sessions: true,
        otherSessions: live.filter((session) => session.id !== auth.session.id).length,
        password: { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
        values: await deps.settingsOf(auth.user.id),
      },
    };
  });
}
