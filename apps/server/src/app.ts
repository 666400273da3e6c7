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
import { publishConfirmed, type BusEvent, type EventBus } from './bus/event-bus';
import { feedProviderOf, identificationStorageDir, type Env } from './config/env';
import { registerControlCharacterGuard } from './http/control-character-guard';
import { frameworkErrorAnswer, registerErrorHandling } from './http/error-handler';
import { registerJsonBodies } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { serverTimeouts } from './http/server-timeouts';
import { registerCaptchaRoutes } from './modules/captcha/routes';
import { registerOutboxRoutes } from './modules/delivery/routes';
import { createDelivery, DELIVERY_SEND_TOPIC, deliveryHandler } from './modules/delivery/service';
import type { FeedClock } from './modules/feed/live-state-clock';
import type { FeedProvider } from './modules/feed/provider';
import { registerFeedRoutes } from './modules/feed/routes';
import { registerFavourites } from './modules/favourites/service';
import { registerBettingRoutes } from './modules/betting/routes';
import { registerBuilderRoutes } from './modules/betting/builder-routes';
import { DuelBook } from './modules/betting/duel-book';
import { registerDuelRoutes } from './modules/betting/duel-routes';
import { registerCashOutRoutes } from './modules/betting/cash-out-routes';
import { startBettingWorkers, type BettingWorkers } from './modules/betting/service';
import { registerWalletRoutes } from './modules/wallet/routes';
import { registerPayments } from './payments-wiring';
import { createWallet, loadCurrencies, type Wallet } from './modules/wallet/service';
import { createFeed, type FeedCluster } from './modules/feed/service';
import { createRealClock } from './modules/feed/simulator/clock';
import { createTradingSimulator } from './modules/feed/simulator/simulator';
import { registerHealthRoutes } from './modules/health/routes';
import { registerOriginCheck } from './modules/identity/auth';
import { BUS_PUBLISH_TOPIC, createOutbox, type Outbox } from './modules/outbox/service';
import type { IdentityContext } from './modules/identity/context';
import { registerIdentityRoutes } from './modules/identity/routes';
import { registerSocialRoutes } from './modules/identity/social/social-routes';
import { registerMessageRoutes } from './modules/messages/routes';
import { registerAccountSecurityRoutes } from './modules/support/account-security-routes';
import { registerSupportRoutes } from './modules/support/routes';
import { registerSupportChatRoutes } from './modules/support-chat/routes';
import { registerMailingRoutes } from './modules/mailing/routes';
import { registerDisallowedSportsRoutes } from './modules/disallowed-sports/routes';
import { registerAccountRoutes } from './modules/account/routes';
import { createDiskDocumentStore } from './modules/identification/disk-document-store';
import type { DocumentStore } from './modules/identification/document-store';
import { registerIdentificationRoutes } from './modules/identification/routes';
import { registerIdentityCheckRoutes } from './modules/identity-checks/routes';
import { createIdentityChecks } from './modules/identity-checks/service';
import { registerOfficeMenuRoutes } from './modules/office-menu/routes';
import { registerSecurityRoutes } from './modules/identity/security-routes';
import { registerPlayerSettingsRoutes } from './modules/player-settings/routes';
import { playerSettingsOf } from './modules/player-settings/service';
import { registerCookieConsentRoutes } from './modules/identity/cookie-consent-routes';
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
import { registerBrandMediaRoutes } from './modules/brand-media/routes';
import { createBrandMedia } from './modules/brand-media/service';
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
  /** Outbox polling; tests that drain it themselves pass a long interval. */
  outbox?: { pollMs?: number };
  /** Betting's worker passes; tests that run them themselves (`app.betting.runOnce`) pass a long interval. */
  bettingWorkers?: { everyMs?: number };
  /** Where identity documents are kept; the disk store in IDENTIFICATION_STORAGE_DIR when left out. */
  documents?: DocumentStore;
}

/** Builds the whole HTTP application: API base paths, WebSocket endpoint and the SSR web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const securityHeaders = { hsts: env.NODE_ENV === 'production' };
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ...serverTimeouts(env),
    frameworkErrors: frameworkErrorAnswer(securityHeaders),
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, securityHeaders);
  registerControlCharacterGuard(app);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  // No per-message compression: the push hub writes deltas it encoded once straight to the sockets
  // (push/ws-frame.ts), which is only valid for uncompressed frames.
  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });

  const sites = new SiteDirectory(database.db, deps.logger, deps.siteCacheTtlMs);
  const countries = await loadCountryIndex(database.db);
  const dictionaries = buildDictionaryStore();

  const now = deps.now ?? (() => new Date());
  // What must leave after a commit (mails, texts, domain events): DESIGN §1.7.
  const outbox = createOutbox({ db: database.db, log: deps.logger, now, pollMs: deps.outbox?.pollMs });
  app.decorate('outbox', outbox);
  const delivery = createDelivery({ db: database.db, env, log: deps.logger });
  // Mails and texts leave through the outbox after the work that wrote them commits.
  outbox.handle(DELIVERY_SEND_TOPIC, deliveryHandler(delivery));
  const identity: IdentityContext = {
    db: database.db,
    env,
    log: deps.logger,
    keys: makeTokenKeys(await getOrCreateSecret(database.db, 'user-token'), await getOrCreateSecret(database.db, 'csrf')),
    delivery,
    outbox,
    countries,
    now,
  };

  // JSON and JSON:API bodies (spec §7.1), read without losing a digit of any amount.
  registerJsonBodies(app);

  let feedSynced = () => false;
  registerHealthRoutes(app, { ping: database.ping, feedSynced: () => feedSynced() });
  const stopCounterPurge = scheduleCounterPurge({ db: database.db, onError: (error) => app.log.warn({ err: error }, 'purging throttle counters failed') });
  app.addHook('onClose', stopCounterPurge);
  registerRequestSite(app, { sites, countries, geoHeader: env.GEO_COUNTRY_HEADER });
  registerOriginCheck(app);
  registerSiteRoutes(app, { countries });
  registerBrandMediaRoutes(app, { media: createBrandMedia({ db: database.db }) });
  registerPhoneCountryRoutes(app, { db: database.db });
  registerIdentityRoutes(app, identity);
  registerSocialRoutes(app, identity, sites);
  registerTranslationRoutes(app, { dictionaries });
  registerTrackingRoutes(app, { db: database.db });
  registerCaptchaRoutes(app, { db: database.db, env, log: deps.logger });
  registerOutboxRoutes(app, { db: database.db, env });
  // --- Feed (issue 4): the bus, the live state with its providers and persistence, the feed routes.
  // The simulator and the live state share one clock (SIMULATOR_SPEED times real time).
  const onBusError = (err: unknown, subject: string) => deps.logger.error({ err, subject }, 'bus handler failed');
  const cluster = env.NATS_URL === undefined ? undefined : await joinCluster(env.NATS_URL, env, database, deps.logger);
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
  registerCookieConsentRoutes(app, identity);
  outbox.handle(BUS_PUBLISH_TOPIC, (payload, delivery) => publishFromOutbox(bus, payload, delivery.id));
  outbox.start();
  app.addHook('onClose', () => outbox.stop());
  await registerFavourites(app, { db: database.db, bus, feed, log: deps.logger }, identity);
  // --- Wallet (issue 11): the ledger, the player's accounts.
  const currencies = await loadCurrencies(database.db, deps.logger);
  app.addHook('onClose', async () => currencies.stop());
  const wallet = createWallet({ db: database.db, outbox, currencies, log: deps.logger, now });
  app.decorate('wallet', wallet);
  registerWalletRoutes(app, { wallet, identity });
  await registerPayments(app, { env, database, outbox, wallet, identity, log: deps.logger, now });
  // --- Betting (issue 12): placement, coupon checks, live acceptance, settlement, history.
  const betting = { db: database.db, wallet, feed, outbox, log: deps.logger, now };
  registerBettingRoutes(app, { betting, identity });
  // Bet builder and duels (decision 0026): duels are games the feed answers for through their book.
  const duels = new DuelBook({ feed, db: database.db, bus, log: deps.logger });
  await duels.start(now());
  feed.addSynthetic(duels);
  app.addHook('onClose', async () => duels.stop());
  registerBuilderRoutes(app, { betting, identity });
  registerDuelRoutes(app, { feed, duels, db: database.db, now });
  registerCashOutRoutes(app, { betting, identity });
  // The player's sessions and password (issue 13): a closed session's sockets hear it over the bus.
  registerSecurityRoutes(app, { identity, bus, settingsOf: (userId) => playerSettingsOf(betting, userId) });
  // The player's site settings (issue 13 "Settings", decision 0041); the one-click stake is the slip's.
  registerPlayerSettingsRoutes(app, { betting, identity });
  // The office menu for the player (issue 13), with what waits for them in payments and bets.
  registerOfficeMenuRoutes(app, { db: database.db, identity, now });
  registerMessageRoutes(app, { db: database.db, identity, now });
  registerSupportRoutes(app, { db: database.db, identity, now });
  registerSupportChatRoutes(app, { db: database.db, identity, now });
  registerAccountSecurityRoutes(app, { db: database.db, identity, now });
  // The news and offers the player agrees to receive (issue 13 "Settings").
  registerMailingRoutes(app, { db: database.db, identity, now });
  // The sports the player hides from their line and live lists, checked against the feed's catalogue.
  registerDisallowedSportsRoutes(app, { db: database.db, identity, catalogue: feed.state.directory, now });
  // The player's account data in the office (issue 13 "Account").
  registerAccountRoutes(app, identity);
  // Identity documents (issue 13 "Identification"): uploaded by the player, reviewed with `ops kyc:…`.
  const documents = deps.documents ?? createDiskDocumentStore(identificationStorageDir(env, process.cwd()));
  await registerIdentificationRoutes(app, { identity, store: documents, maxFileBytes: env.IDENTIFICATION_MAX_FILE_BYTES, now });
  // Smart-ID and Mobile-ID checks (decision 0044): a passed one verifies the player as approved documents do.
  registerIdentityCheckRoutes(app, { identity, checks: createIdentityChecks({ db: database.db, outbox, env, now }) });
  const bettingWorkers = startBettingWorkers(betting, {
    ...deps.bettingWorkers,
    settle: () => feed.leading,
    cashOut: { bus, brand: async (siteId) => (await sites.find(String(siteId)))?.config.betting },
    special: { brand: async (siteId) => (await sites.find(String(siteId)))?.config.betting },
  });
  app.decorate('betting', bettingWorkers);
  app.addHook('onClose', () => bettingWorkers.stop());
  if (deps.web) await registerWeb(app, deps.web, { dictionaries, identity });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's outbox (tests drain it to see what a commit sent). */
    outbox: Outbox;
    /** The wallet, for the operator's commands and tests that fund a player. */
    wallet: Wallet;
    /** The betting workers (live acceptance, settlement), which tests drive. */
    betting: BettingWorkers;
  }
}

/**
 * A domain event written by `publishAfterCommit` reaches the bus once its transaction committed;
 * the row counts as sent only once the bus confirmed it (JetStream stored a domain event, decision
 * 0019), else the outbox tries again, with the row's id so that a repeat is stored once.
 */
async function publishFromOutbox(bus: EventBus, payload: unknown, id: number): Promise<void> {
  const { subject, event } = payload as { subject: string; event: BusEvent };
  await publishConfirmed(bus, subject, event, `outbox-${id}`);
}

/**
 * Joins the other server processes (DESIGN §7): NATS for the shared bus, and the leader election
 * on a PostgreSQL connection of its own.
 */
async function joinCluster(natsUrl: string, env: Env, database: DatabaseHandle, log: FastifyBaseLogger): Promise<FeedCluster> {
  const databaseUrl = database.url;
  if (databaseUrl === undefined) throw new Error('NATS_URL needs PostgreSQL (DATABASE_URL): PGlite belongs to one process');
  const shared = await connectNatsBus({
    url: natsUrl,
    name: 'stavka',
    tls: { caFile: env.NATS_TLS_CA_FILE, certFile: env.NATS_TLS_CERT_FILE, keyFile: env.NATS_TLS_KEY_FILE },
    credsFile: env.NATS_CREDS_FILE,
    onError: (err, subject) => log.error({ err, subject }, 'NATS bus error'),
  });
  return {
    shared,
    elect: (handlers) =>
      startLeaderElection({ url: databaseUrl, ...handlers, onError: (err) => log.warn({ err }, 'leader election: database connection failed') }),
  };
}
