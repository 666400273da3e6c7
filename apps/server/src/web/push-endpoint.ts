import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUSH_PATH } from '@stavka/contract/push';
import type { EventBus } from '../bus/event-bus';
import type { Feed } from '../modules/feed/service';
import { resolveAuth, type IdentityContext } from '../modules/identity/service';
import { PushHub, type PushOptions } from '../modules/push/hub';

// The one WebSocket endpoint (DESIGN §2 push, issue 4 "Push"): clients subscribe to topics and get
// snapshots and deltas (packages/contract/src/push.ts); a signed-in player's sockets also get the
// player's notices. Malformed or unknown frames get an error frame, never a dropped server.

export { PUSH_PATH };

export interface PushEndpointDeps {
  bus: EventBus;
  feed: Feed;
  /** Without it every socket is a guest's (no notices). */
  identity?: IdentityContext | undefined;
  options?: Partial<PushOptions> | undefined;
}

export function registerPushEndpoint(app: FastifyInstance, deps: PushEndpointDeps): PushHub {
  const hub = new PushHub({ bus: deps.bus, feed: deps.feed, log: app.log, options: deps.options });
  hub.start();
  app.addHook('onClose', async () => hub.stop());
  app.get(PUSH_PATH, { websocket: true }, (socket, request) => {
    // Frames are read from the first one on (@fastify/websocket: attach handlers synchronously);
    // the session is resolved meanwhile and only decides who gets notices.
    const connection = hub.accept(socket, request.raw.socket);
    void signedInUser(deps.identity, request).then((userId) => hub.identify(connection, userId));
  });
  return hub;
}

/** The session cookie's (or token's) player; a guest when there is none or it does not check out. */
async function signedInUser(identity: IdentityContext | undefined, request: FastifyRequest): Promise<number | null> {
  if (!identity) return null;
  try {
    const auth = await resolveAuth(identity, request);
    return auth?.user.id ?? null;
  } catch (err) {
    request.log.debug({ err }, 'push socket without a valid session');
    return null;
  }
}
