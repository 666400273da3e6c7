import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@stavka/db/client';
import { startLeaderElection } from '@stavka/db/leader-lock';
import { createInProcessBus } from './bus/in-process-bus';
import { connectNatsBus } from './bus/nats-bus';
import type { EventBus } from './bus/event-bus';
import { feedProviderOf, type Env } from './config/env';
import { registerErrorHandling } from './http/error-handler';
import { registerCaptchaRoutes } from './modules/captcha/routes';
import { registerOutboxRoutes } from './modules/delivery/routes';
import { createDelivery } from './modules/delivery/service';
import type { FeedClock } from './modules/feed/live-state-clock';
import type { FeedProvider } from './modules/feed/provider';
import { registerFeedRoutes } from './modules/feed/routes';
import { registerFavourites } from './modules/favourites/service';
import { createFeed, type FeedCluster } from './modules/feed/service';
import { createRealClock } from './modules/feed/simulator/clock';
import { createTradingSimulator } from './modules/feed/simulator/simulator';
import { registerHealthRoutes } from './modules/health/routes';
import { registerOriginCheck } from './modules/identity/auth';
import type { IdentityContext } from './modules/identity/context';
import { registerIdentityRoutes } from './modules/identity/routes';
import { makeTokenKeys } from './modules/identity/tokens';
import { getOrCreateSecret } from './modules/secrets/service';
import { registerPhoneCountryRoutes } from './modules/site/phone-countries-routes';
import { loadCountryIndex } from './modules/site/country-index';
import { buildDictionaryStore } from './modules/site/dictionary-files';
import { registerRequestSite } from './modules/site/request-site';
import { registerSiteRoutes } from './modules/site/routes';
import { SiteDirectory } from './modules/site/site-directory';
import { registerTranslationRoutes } from './modules/site/translation-routes';
import { scheduleCounterPurge } from './modules/throttle/service';
import { registerTrackingRoutes } from './modules/tracking/routes';
import type { PushOptions } from './modules/push/hub';
import { registerPushEndpoint } from './web/push-endpoint';
import { registerWeb, type WebOptions } from './web/ssr';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** The web app to serve; tests of the API alone leave it out. */
  web?: WebOptions | undefined;
  /** Brand cache lifetime; tests set 0 to see their writes at once. */
  siteCacheTtlMs?: number;
  /** The clock of sessions, tokens and codes; tests step it. */
  now?: () => Date;
  /** The event bus; the in-process bus when left out (DESIGN §7). */
  bus?: EventBus;
  /** Feed providers and the feed's clock; tests pass a scripted provider and a stepped clock. */
  feed?: { providers?: FeedProvider[]; clock?: FeedClock };
  /** Push hub timings; tests shorten the tick and the heartbeat. */
  push?: Partial<PushOptions>;
}

/** Builds the whole HTTP application: API base paths, WebSocket endpoint and the SSR web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  // No per-message compression: the push hub writes deltas it encoded once straight to the sockets
  // (push/ws-frame.ts), which is only valid for uncompressed frames.
  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });

  const sites = new SiteDirectory(database.db, deps.logger, deps.siteCacheTtlMs);
  const countries = await loadCountryIndex(database.db);
  const dictionaries = buildDictionaryStore();

  const delivery = createDelivery({ db: database.db, env, log: deps.logger });
  const identity: IdentityContext = {
    db: database.db,
    env,
    log: deps.logger,
    keys: makeTokenKeys(await getOrCreateSecret(database.db, 'user-token'), await getOrCreateSecret(database.db, 'csrf')),
    delivery,
    countries,
    now: deps.now ?? (() => new Date()),
  };

  // API clients may send JSON:API bodies (spec §7.1); they are JSON.
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  let feedSynced = () => false;
  registerHealthRoutes(app, { ping: database.ping, feedSynced: () => feedSynced() });
  const stopCounterPurge = scheduleCounterPurge({ db: database.db, onError: (error) => app.log.warn({ err: error }, 'purging throttle counters failed') });
  app.addHook('onClose', stopCounterPurge);
  registerRequestSite(app, { sites, countries, geoHeader: env.GEO_COUNTRY_HEADER });
  registerOriginCheck(app);
  registerSiteRoutes(app, { countries });
  registerPhoneCountryRoutes(app, { db: database.db });
  registerIdentityRoutes(app, identity);
  registerTranslationRoutes(app, { dictionaries });
  registerTrackingRoutes(app, { db: database.db });
  registerCaptchaRoutes(app, { db: database.db, env, log: deps.logger });
  registerOutboxRoutes(app, { db: database.db, env });
  // --- Feed (issue 4): the bus, the live state with its providers and persistence, the feed routes.
  // The simulator and the live state share one clock (SIMULATOR_SPEED times real time).
  const onBusError = (err: unknown, subject: string) => deps.logger.error({ err, subject }, 'bus handler failed');
  const cluster = env.NATS_URL === undefined ? undefined : await joinCluster(env.NATS_URL, database, deps.logger);
  // The shared bus: NATS in a cluster. The feed's own events stay in the process (modules/feed/relay.ts).
  const bus = deps.bus ?? cluster?.shared ?? createInProcessBus({ onError: onBusError });
  const feedEvents = cluster ? createInProcessBus({ onError: onBusError }) : bus;
  const simulate = feedProviderOf(env) === 'simulator';
  const feedClock = deps.feed?.clock ?? (simulate ? createRealClock({ speed: env.SIMULATOR_SPEED }) : undefined);
  const simulator = () =>
    createTradingSimulator({
      clock: feedClock,
      seed: env.SIMULATOR_SEED,
      onError: (err, gameId) => deps.logger.error({ err, gameId }, 'simulated game failed'),
    });
  const feed = createFeed({
    db: database.db,
    bus: feedEvents,
    cluster,
    log: deps.logger,
    clock: feedClock,
    providers: deps.feed?.providers ?? (simulate ? [simulator()] : []),
    retentionDays: env.FEED_HISTORY_DAYS,
  });
  await feed.start();
  feedSynced = () => feed.synced;
  app.addHook('onClose', async () => {
    await feed.stop();
    if (feedEvents !== bus) await feedEvents.close();
    if (!deps.bus) await bus.close();
  });
  registerFeedRoutes(app, feed);
  registerPushEndpoint(app, { bus, feed, identity, options: deps.push });
  await registerFavourites(app, { db: database.db, bus, feed, log: deps.logger }, identity);
  if (deps.web) await registerWeb(app, deps.web, { dictionaries, identity });

  return app;
}

/**
 * Joins the other server processes (DESIGN §7): NATS for the shared bus, and the leader election
 * on a PostgreSQL connection of its own.
 */
async function joinCluster(natsUrl: string, database: DatabaseHandle, log: FastifyBaseLogger): Promise<FeedCluster> {
  const databaseUrl = database.url;
  if (databaseUrl === undefined) throw new Error('NATS_URL needs PostgreSQL (DATABASE_URL): PGlite belongs to one process');
  const shared = await connectNatsBus({ url: natsUrl, name: 'stavka', onError: (err, subject) => log.error({ err, subject }, 'NATS bus error') });
  return {
    shared,
    elect: (handlers) =>
      startLeaderElection({ url: databaseUrl, ...handlers, onError: (err) => log.warn({ err }, 'leader election: database connection failed') }),
  };
}
