import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth-routes';
import type { IdentityContext } from './context';
import { registerPasswordResetRoutes } from './password-reset-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerTokenRoutes } from './token-routes';

/** Every identity call: registration, sign-in, sessions, tokens, activation, password reset. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  registerRegistrationRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
}
