import type { FastifyInstance } from 'fastify';
import { emailChangePaths as paths, emailChangeRequestSchema, emailConfirmRequestSchema } from '@stavka/contract/email-change';
import { validate } from '../../http/validate';
import { authOf, requireUser } from './auth';
import type { IdentityContext } from './context';
import { confirmEmailChange, requestEmailChange } from './email-change-service';

// The office's e-mail change, for the signed-in player only:
//   POST /web-api/api/internal/v1/email/change  { email, password, lang? } → { email, resendAfterSeconds, expiresAt }
//   POST /web-api/api/internal/v1/email/confirm { email, confirm_code }    → { email, emailConfirmed: true }

export function registerEmailChangeRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.post(paths.change, guard, async (request) => {
    const input = validate(emailChangeRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await requestEmailChange(ctx, request, user, input) };
  });

  app.post(paths.confirm, guard, async (request) => {
    const input = validate(emailConfirmRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await confirmEmailChange(ctx, request, user, input) };
  });
}
