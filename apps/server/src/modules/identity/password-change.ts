import type { FastifyRequest } from 'fastify';
import type { ChangePasswordRequest } from '@stavka/contract/sessions';
import { validationFailed } from '../../http/app-error';
import { signOutSockets } from '../push/service';
import { type BackoffPolicy, clearFailures, consume, lockedUntil, registerBackoffFailure, throttleKey } from '../throttle/service';
import type { AuthState } from './auth';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { SecurityDeps } from './player-sessions';
import { revokeUserSessions } from './sessions-repo';
import { lockedOut, tooQuick } from './sign-in-throttle';
import { updateUser } from './users-repo';

// A signed-in player changes their password (issue 13 "Security", spec §7.5 PUT user/v1/password):
// the current one, the new one twice under the registration rules (the common-password list too),
// and optionally the other sessions ended. Whoever holds a session cannot guess the current
// password: wrong ones make the account wait longer each time, as sign-in does for an address.

const MINUTE = 60_000;
/** Five free wrong current passwords, then 1, 2, 4, 8 and at most 15 minutes of waiting. */
export const WRONG_CURRENT_PASSWORD: BackoffPolicy = { freeFailures: 5, windowMs: 15 * MINUTE, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE };
/** Attempts a player may make a minute, right or wrong. */
const RATE = { max: 20, windowMs: MINUTE };

export async function changePassword(deps: SecurityDeps, request: FastifyRequest, auth: AuthState, input: ChangePasswordRequest): Promise<{ closedSessions: number }> {
  const { db, now: clock } = deps.identity;
  const now = clock();
  const account = String(auth.user.id);
  const rate = await consume(db, throttleKey('account', account, 'password_change'), RATE, now);
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
  const failuresKey = throttleKey('account', account, 'password_change_failures');
  const until = await lockedUntil(db, failuresKey, now);
  if (until) throw lockedOut(until, now);

  // The form's own rules first: they need no secret and cost no guess.
  if (input.password !== input.password_confirmation) throw validationFailed({ password_confirmation: ['validation_passwords_do_not_match'] });
  const weak = passwordProblem(input.password);
  if (weak) throw validationFailed({ password: [weak] });

  if (!(await verifyPassword(auth.user.passwordHash, input.old_password))) {
    const failure = await registerBackoffFailure(db, failuresKey, WRONG_CURRENT_PASSWORD, now);
    request.log.info({ userId: auth.user.id }, 'wrong current password on a password change');
    if (failure.lockedUntil) throw lockedOut(failure.lockedUntil, now);
    throw validationFailed({ old_password: ['password_change_wrong_current'] }, 'The current password is wrong');
  }
  if (input.password === input.old_password) throw validationFailed({ password: ['password_change_same'] });

  await clearFailures(db, failuresKey);
  const passwordHash = await hashPassword(input.password);
  // The new password and the end of the other sessions commit together; their sockets hear after.
  const ended = await db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { passwordHash });
    return input.end_other_sessions ? revokeUserSessions(tx, auth.user.id, now, auth.session.id) : [];
  });
  signOutSockets(deps.bus, { userId: auth.user.id, sessionIds: ended, reason: 'password_changed' });
  return { closedSessions: ended.length };
}
