import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUSH_PATH } from '@stavka/contract/push';
import type { EventBus } from '../bus/event-bus';
import type { Feed } from '../modules/feed/service';
import { AppError } from '../http/app-error';
import { resolveAuth, type IdentityContext } from '../modules/identity/service';
import { PushHub, type PushOptions } from '../modules/push/hub';
import { isTrustedOrigin } from '../modules/site/allowed-origins';

// The one WebSocket endpoint (DESIGN §2 push, issue 4 "Push"): clients subscribe to topics and get
// snapshots and deltas (packages/contract/src/push.ts); a signed-in player's sockets also get the
// player's notices. Malformed or unknown frames get an error frame, never a dropped server.
//
// Browsers send the session cookie with a WebSocket handshake from any page, and the same-origin
// policy does not apply to sockets: a foreign page could open one as the player and read their
// notices. So a browser (it always sends Origin) must come from the brand's own domains or its
// frame parents, never from an origin read off the Host header (DESIGN §1.8). A client without
// Origin is no browser: it may connect, but only an explicit token (Authorization / x-auth) signs
// it in, never a cookie (decision 0016).

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
  app.get(PUSH_PATH, { websocket: true, preValidation: refuseForeignOrigin }, (socket, request) => {
    // Frames are read from the first one on (@fastify/websocket: attach handlers synchronously);
    // the session is resolved meanwhile and only decides who gets notices.
    const connection = hub.accept(socket, request.raw.socket);
    void signedInUser(deps.identity, request).then((who) => hub.identify(connection, who?.userId ?? null, who?.sessionId ?? null));
  });
  return hub;
}

async function refuseForeignOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin !== undefined && !isTrustedOrigin(request.site, origin)) throw new AppError('forbidden', 'This origin may not open the push socket');
}

/** The session cookie's (or token's) player and session; a guest when there is none or it does not check out. */
async function signedInUser(identity: IdentityContext | undefined, request: FastifyRequest): Promise<{ userId: number; sessionId: string } | null> {
  if (!identity) return null;
  const { origin, authorization } = request.headers;
  if (origin === undefined && authorization === undefined && request.headers['x-auth'] === undefined) return null;
  try {
    const auth = await resolveAuth(identity, request);
    return auth ? { userId: auth.user.id, sessionId: auth.session.id } : null;
  } catch (err) {
    // A refused token is a guest; a failure to read the sessions (database down) is reported.
    if (err instanceof AppError) request.log.debug({ err }, 'push socket without a valid session');
    else request.log.error({ err }, 'push socket: reading the session failed');
    return null;
  }
}
