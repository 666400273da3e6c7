import type { FastifyInstance } from 'fastify';
import { CODE_REQUEST_TOPIC, codeRequestHandler } from './code-requests';
import { registerAccountLoginRoutes } from './account-login-routes';
import { registerAuthRoutes } from './auth-routes';
import type { IdentityContext } from './context';
import { registerEmailChangeRoutes } from './email-change-routes';
import { registerPasswordResetRoutes } from './password-reset-routes';
import { registerPhoneBindingRoutes } from './phone-binding-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSecureQuestionRoutes } from './secure-question-routes';
import { registerTokenRoutes } from './token-routes';
import { registerTwoFactorRoutes } from './two-factor-routes';

/** Every identity call: registration, sign-in, sessions, tokens, activation, password reset. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  // Codes and links asked for by a login are looked up and sent after the answer (code-requests.ts).
  ctx.outbox.handle(CODE_REQUEST_TOPIC, codeRequestHandler(ctx));
  registerRegistrationRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerSecureQuestionRoutes(app, ctx);
  registerPhoneBindingRoutes(app, ctx);
  registerEmailChangeRoutes(app, ctx);
  registerAccountLoginRoutes(app, ctx);
}
