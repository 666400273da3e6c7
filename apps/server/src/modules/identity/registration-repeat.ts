import type { FastifyRequest } from 'fastify';
import type { RegistrationRequest } from '@stavka/contract/identity';
import type { IdentityContext } from './context';
import { parseLogin } from './login';
import { verifyPassword } from './passwords';
import { countSignInFailure, signInLocked } from './sign-in-throttle';
import { twoFactorEnabled } from './two-factor-service';
import { findUserByEmail, findUserByPhone, type UserRow } from './users-repo';

// A registration whose answer was lost (a dropped connection, a timeout) is sent again by the
// client or the player. The account was committed; telling them "e-mail taken" would send them
// hunting for a password they just chose. A repeat, within minutes, of the same type with the
// same password gets the first answer again instead: they are signed in to the account they made.
// Proving the password is what sign-in asks anyway, so the repeat is counted and slowed like a
// sign-in, and a wrong password is still "taken".

const REPEAT_WINDOW_MS = 15 * 60_000;

export async function repeatedRegistration(ctx: IdentityContext, request: FastifyRequest, input: RegistrationRequest): Promise<UserRow | undefined> {
  if (input.password === undefined) return undefined;
  const siteId = request.site.id;
  const raw = input.email ?? input.phone;
  if (raw === undefined) return undefined;
  const existing = input.email !== undefined ? await findUserByEmail(ctx.db, siteId, input.email) : await findUserByPhone(ctx.db, siteId, raw);
  if (!existing || existing.status !== 'active' || existing.registrationType !== input.type) return undefined;
  if (ctx.now().getTime() - existing.createdAt.getTime() > REPEAT_WINDOW_MS) return undefined;
  // Two-factor turned on meanwhile: the password alone no longer signs in (decision 0030).
  if (await twoFactorEnabled(ctx, existing.id)) return undefined;

  const login = parseLogin(raw);
  if (await signInLocked(ctx, request, login, 'sign_in')) return undefined;
  if (await verifyPassword(existing.passwordHash, input.password)) return existing;
  await countSignInFailure(ctx, request, login, 'sign_in');
  return undefined;
}
