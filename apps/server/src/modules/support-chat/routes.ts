import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatHistoryRequestSchema, chatPaths as paths, chatReadRequestSchema, chatSendRequestSchema, type ChatApiVersion } from '@stavka/contract/support-chat';
import { noFieldsRequestSchema } from '@stavka/contract/sessions';
import type { Database } from '@stavka/db/client';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { signChatIdentity } from './identity-token';
import { presentHistory, presentMessage } from './presenter';
import { chatIdentitySecret, playerHistory, readOperatorMessages, sendPlayerMessage, type ChatPlayer } from './service';

// The support chat's calls (decision 0045), each on the signed-in player's own conversation. The
// built-in chat answers only the protocol version of the brand's `support.apiVersion`, and only
// when its `support.chatProvider` is 'local': another version or provider is a chat that does not
// exist here (404).


export function registerSupportChatRoutes(app: FastifyInstance, deps: { db: Database; identity: IdentityContext; now: () => Date }): void {
  const guard = { preHandler: requireUser(deps.identity) };
  const playerOf = (request: FastifyRequest): ChatPlayer => ({ siteId: request.site.id, userId: authOf(request).user.id });
  const speaking = (request: FastifyRequest, version: ChatApiVersion) => {
    const { chatProvider, apiVersion } = request.site.config.support;
    if (chatProvider !== 'local' || apiVersion !== version) throw new AppError('not_found', `This brand's chat speaks version ${apiVersion} of ${chatProvider}`);
  };

  for (const version of [2, 3] as const) {
    const versionPaths = paths[`v${version}`];
    app.post(versionPaths.history, guard, async (request) => {
      speaking(request, version);
      const { after } = validate(chatHistoryRequestSchema, request.body ?? {});
      return { success: true as const, data: presentHistory(version, await playerHistory(deps.db, playerOf(request), after)) };
    });
    app.post(versionPaths.send, guard, async (request) => {
      speaking(request, version);
      const { text } = validate(chatSendRequestSchema, request.body ?? {});
      return { success: true as const, data: presentMessage(version, await sendPlayerMessage(deps.db, playerOf(request), text, deps.now())) };
    });
  }

  app.post(paths.v3.read, guard, async (request) => {
    speaking(request, 3);
    const { upTo } = validate(chatReadRequestSchema, request.body ?? {});
    return { success: true as const, data: { unread: await readOperatorMessages(deps.db, playerOf(request), upTo, deps.now()) } };
  });

  app.post(paths.identity, guard, async (request) => {
    validate(noFieldsRequestSchema, request.body ?? {});
    const secret = await chatIdentitySecret(deps.db);
    const { token, expiresAt } = signChatIdentity(secret, playerOf(request), deps.now());
    return { success: true as const, data: { token, expiresAt: expiresAt.toISOString() } };
  });
}
