import type { PlayerSession, PlayerSessions } from '@stavka/contract/sessions';
import type { EventBus } from '../../bus/event-bus';
import { AppError } from '../../http/app-error';
import { signOutSockets } from '../push/service';
import type { Site } from '../site/service';
import type { AuthState } from './auth';
import type { IdentityContext } from './context';
import { lastSessionStartBefore, listLiveSessions, revokePlayerSession, revokeUserSessions, type SessionRow } from './sessions-repo';
import { describeSessionAgent } from './user-agent';

// A player's own sessions (issue 13 "Sessions"): the list with device, browser, system, address
// and times; closing one of them, or all but this one. A closed session signs its device out at
// once: its cookie and tokens are a guest's on the next request (they are checked against the live
// session) and its open push sockets are told (push/service.ts signOutSockets).

export interface SecurityDeps {
  identity: IdentityContext;
  bus: EventBus;
}

function presentPlayerSession(session: SessionRow, currentId: string): PlayerSession {
  const agent = describeSessionAgent(session.userAgent);
  return {
    sessionId: session.id,
    current: session.id === currentId,
    device: agent.device,
    browser: agent.browser,
    os: agent.os,
    ip: session.ip,
    // No location database is part of the platform: only the address is known.
    place: null,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
  };
}

export async function listPlayerSessions(ctx: IdentityContext, auth: AuthState, site: Site): Promise<PlayerSessions> {
  const live = await listLiveSessions(ctx.db, auth.user.id, ctx.now());
  const previous = await lastSessionStartBefore(ctx.db, auth.user.id, auth.session.createdAt);
  const ordered = [...live.filter((s) => s.id === auth.session.id), ...live.filter((s) => s.id !== auth.session.id)];
  return {
    sessions: ordered.map((session) => presentPlayerSession(session, auth.session.id)),
    previousSignInAt: previous?.toISOString() ?? null,
    autologoffMinutes: site.config.auth.autologoff_minutes,
  };
}

/**
 * Closes one of the player's live sessions. Another player's session and an unknown id get the same
 * refusal, so the answer tells nothing about sessions that are not the caller's.
 */
export async function closePlayerSession(deps: SecurityDeps, auth: AuthState, sessionId: string): Promise<void> {
  const { identity } = deps;
  const closed = await revokePlayerSession(identity.db, auth.user.id, sessionId, identity.now());
  if (!closed) throw new AppError('not_found', 'You have no open session with this id', { session_id: ['session_not_found'] });
  signOutSockets(deps.bus, { userId: auth.user.id, sessionIds: [sessionId], reason: 'closed' });
}

/** Ends every session of the player but this one; answers how many were open. */
export async function closeOtherSessions(deps: SecurityDeps, auth: AuthState): Promise<number> {
  const ended = await revokeUserSessions(deps.identity.db, auth.user.id, deps.identity.now(), auth.session.id);
  signOutSockets(deps.bus, { userId: auth.user.id, sessionIds: ended, reason: 'closed' });
  return ended.length;
}
