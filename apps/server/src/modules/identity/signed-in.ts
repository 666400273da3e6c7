import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from './context';
import { startSession } from './session-service';
import { csrfTokenFor } from './tokens';
import { twoFactorChallengeFor } from './two-factor-service';
import type { UserRow } from './users-repo';

/**
 * The answer of a sign-in that proved who the player is: a session, or for an account with
 * two-factor on, no session yet but the token of the second step (decision 0030).
 */
export async function signedIn(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserRow, secondFactorDone = false) {
  const challenge = secondFactorDone ? null : await twoFactorChallengeFor(ctx, user);
  if (challenge) return { success: true as const, data: challenge };
  const session = await startSession(ctx, request, reply, user);
  return { success: true as const, data: { userId: user.id, login: String(user.id), sessionId: session.id, csrfToken: csrfTokenFor(ctx.keys, session.id) } };
}
