import type { AuthState } from './auth';
import type { IdentityContext } from './context';
import { presentViewer as viewerOf, type IdentityViewer } from './presenter';
import { csrfTokenFor } from './tokens';

// What other modules may use of identity (DESIGN §3): who is calling, the guard for routes that
// need a signed-in player, and the operator's player commands.
export { authOf, requireUser, resolveAuth, type AuthState } from './auth';
export type { IdentityContext } from './context';
export { accountOwnerOf, createUserAsOperator, setUserBlocked, showUser } from './operator-service';
export { securityStepsOf } from './security-steps';
export { accountCookieConsent } from './cookie-consent-routes';

/** The viewer of a page rendered for this caller. */
export function presentViewer(auth: AuthState, ctx: IdentityContext): IdentityViewer {
  return viewerOf(auth.user, csrfTokenFor(ctx.keys, auth.session.id));
}
