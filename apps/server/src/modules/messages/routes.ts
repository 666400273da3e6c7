import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listMessagesRequestSchema, messageIdRequestSchema, messagePaths as paths } from '@stavka/contract/messages';
import { noFieldsRequestSchema } from '@stavka/contract/sessions';
import type { Database } from '@stavka/db/client';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { deleteMessage, listMessages, readMessage, unreadMessages, type MessagePlayer } from './service';

// The office's message calls (issue 13 "Messages"): the signed-in player's own messages, paged,
// the unread count for the header, opening one (read) and deleting one.

export function registerMessageRoutes(app: FastifyInstance, deps: { db: Database; identity: IdentityContext; now: () => Date }): void {
  const guard = { preHandler: requireUser(deps.identity) };
  const playerOf = (request: FastifyRequest): MessagePlayer => ({ id: authOf(request).user.id, types: request.site.config.other.supported_msg_types });

  app.post(paths.list, guard, async (request) => {
    const { page_number } = validate(listMessagesRequestSchema, request.body ?? {});
    return { success: true as const, data: await listMessages(deps.db, playerOf(request), page_number) };
  });

  app.post(paths.unread, guard, async (request) => {
    validate(noFieldsRequestSchema, request.body ?? {});
    return { success: true as const, data: { unread: await unreadMessages(deps.db, playerOf(request)) } };
  });

  app.post(paths.read, guard, async (request) => {
    const { message_id } = validate(messageIdRequestSchema, request.body);
    return { success: true as const, data: { unread: await readMessage(deps.db, playerOf(request), message_id, deps.now()) } };
  });

  app.post(paths.remove, guard, async (request) => {
    const { message_id } = validate(messageIdRequestSchema, request.body);
    return { success: true as const, data: { unread: await deleteMessage(deps.db, playerOf(request), message_id, deps.now()) } };
  });
}
