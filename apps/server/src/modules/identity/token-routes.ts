import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { authOf, requireUser, resolveAuthOrGuest } from './auth';
import type { IdentityContext } from './context';
import { findLiveSessionById } from './sessions-repo';
import { signToken, verifyToken } from './tokens';

/** How long after expiry a service token may still be exchanged for a new one. */
const REFRESH_GRACE_S = 24 * 60 * 60;

// spec §7.12 tokens. The user token goes to `data.token` and the user_token cookie until its
// expiry; the service token answers in the JSON:API shape, and a caller with no session gets 403
// (the client's USER_NOT_AUTHENTICATED).

const JSON_API = 'application/vnd.api+json';

export function registerTokenRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const issueUserToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, session } = authOf(request);
    const { token, expiresAt } = await signToken(ctx.keys, { userId: user.id, sessionId: session.id, siteId: request.site.id, kind: 'user' }, ctx.now());
    const frame = request.site.config.iframe.cookieMode === 'frame';
    void reply.setCookie('user_token', token, {
      path: '/',
      expires: expiresAt,
      secure: frame || request.protocol === 'https',
      sameSite: frame ? 'none' : 'lax',
      ...(frame && request.site.config.iframe.partitioned ? { partitioned: true } : {}),
    });
    return { success: true, data: { token, expiresAt: expiresAt.toISOString() } };
  };

  app.get('/web-api/user/gettoken', { preHandler: requireUser(ctx) }, issueUserToken);
  app.post('/web-api/user/updatetoken', { preHandler: requireUser(ctx) }, issueUserToken);

  const issueServiceToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await resolveAuthOrGuest(ctx, request);
    if (!auth) throw new AppError('forbidden', 'No signed-in session to issue a token for');
    const { token, expiresAt } = await signToken(ctx.keys, { userId: auth.user.id, sessionId: auth.session.id, siteId: request.site.id, kind: 'service' }, ctx.now());
    void reply.type(JSON_API);
    return { data: { type: 'token', id: auth.session.id, attributes: { userToken: token, expireDate: expiresAt.toISOString() } } };
  };

  app.get('/web-api/api/mobile/v1/token/', issueServiceToken);
  app.post('/web-api/api/mobile/v1/token/refresh', async (request, reply) => {
    // An app without cookies refreshes with its last token, expired or not, while the session lives.
    const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (presented !== undefined) {
      const claims = await verifyToken(ctx.keys, presented, 'service', ctx.now(), REFRESH_GRACE_S);
      if (!claims || claims.siteId !== request.site.id) throw new AppError('unauthorized', 'The token cannot be refreshed');
      const session = await findLiveSessionById(ctx.db, claims.sessionId, ctx.now());
      if (!session) throw new AppError('forbidden', 'The session of this token has ended');
      const { token, expiresAt } = await signToken(ctx.keys, { ...claims, kind: 'service' }, ctx.now());
      void reply.type(JSON_API);
      return { data: { type: 'token', id: session.id, attributes: { userToken: token, expireDate: expiresAt.toISOString() } } };
    }
    return issueServiceToken(request, reply);
  });
}
