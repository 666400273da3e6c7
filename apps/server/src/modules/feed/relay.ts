import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus';
import type { Fixture } from './feed-events';
import type { CatalogueUpdate } from './live-state-catalogue';
import type { LiveState } from './live-state';
import { fixtureOf, type LiveSnapshot } from './live-state-entry';
import type { GameResult, GameState, Market } from './model';
import type { FeedSink, GameModel } from './provider';

// The feed relay (DESIGN §7 scale-out): exactly one process — the leader — runs the feed
// providers; every other process keeps a replica of its live state, so that it answers the feed
// routes from memory and pushes deltas to its own WebSocket clients.
//
// What travels is the providers' own calls (fixture, state, prices…), not the live state's game
// events: the events carry deltas of outcomes only, while a replica needs whole markets. A replica
// feeds the calls to its own live state, which publishes its game events on its own process's bus
// as the leader's does. The leader numbers its messages (`seq`) within its `epoch` (one per leader
// run); a replica that joins, sees a gap or meets a new epoch asks for a snapshot, keeps the
// messages that arrive meanwhile, and applies those the snapshot does not already hold.
//
// The leader's heartbeats travel too: when the leader dies, its heartbeats stop and each replica's
// watchdog blocks the markets within a second, as for any silent provider.

export const RELAY_SUBJECT = {
  ops: 'feed.relay.ops',
  snapshotRequest: 'feed.relay.snapshot',
  snapshotPart: (token: string) => `feed.relay.snapshot.${token}`,
} as const;

/** NATS's default message limit is 1 MiB: messages are cut well below it. */
const MAX_MESSAGE_CHARS = 256 * 1024;
/** A replica without an answer asks again after this long (no leader yet, or a lost request). */
export const SNAPSHOT_RETRY_MS = 2_000;

/** `at`: the leader's clock when it applied the call; the replicas apply it as of then. */
export type RelayOp =
  | { op: 'provider'; id: string; heartbeatMs: number }
  | { op: 'catalogue'; at: number; update: CatalogueUpdate }
  | { op: 'fixture'; at: number; p: string; fixture: Fixture }
  | {
      op: 'state';
      at: number;
      p: string;
      gameId: number;
      state: GameState;
      keyEvent?: { kind: 'goal' | 'red-card' | 'penalty' | 'point' | 'other'; suspendSeconds: number };
    }
  | { op: 'prices'; at: number; p: string; gameId: number; markets: Market[]; model?: GameModel }
  | { op: 'result'; at: number; result: GameResult }
  | { op: 'remove'; at: number; gameId: number }
  | { op: 'heartbeat'; p: string; id: string; at: number };

/** The provider calls that change the state, dated by the leader. */
type DatedOp = Exclude<RelayOp, { op: 'provider' | 'heartbeat' }>;
/** A dated call before its date is set (`Omit` of each member of the union). */
type Undated<T> = T extends unknown ? Omit<T, 'at'> : never;

export interface RelayMessage {
  epoch: string;
  seq: number;
  ops: RelayOp[];
}

/** One part of a snapshot: `seq` is the last message the snapshot holds. */
export interface SnapshotPart {
  epoch: string;
  seq: number;
  part: number;
  parts: number;
  providers: { id: string; heartbeatMs: number }[];
  snapshot: LiveSnapshot;
}

// --- the leader ------------------------------------------------------------------------------

export interface RelayLeader {
  /**
   * Wraps a provider's sink: each call is queued for the replicas, then reaches the live state. The
   * queue leaves in a microtask queued before push's flush of the same burst, so the followers get
   * the burst before this process spends its time writing to its own sockets.
   */
  tee(provider: { id: string; heartbeatMs: number }, inner: FeedSink): FeedSink;
  stop(): void;
}

export function startRelayLeader(options: { bus: EventBus; state: LiveState; log: FastifyBaseLogger }): RelayLeader {
  const { bus, state } = options;
  const epoch = randomUUID();
  const providers = new Map<string, number>();
  let seq = 0;
  let queue: RelayOp[] = [];
  let queued = false;

  /** The calls of one synchronous burst (a simulator tick) leave together, in messages of bounded size. */
  const flush = () => {
    queued = false;
    const ops = queue;
    queue = [];
    for (const batch of cut(ops, estimatedSize)) bus.publish(RELAY_SUBJECT.ops, { epoch, seq: ++seq, ops: batch } satisfies RelayMessage);
  };
  const push = (op: RelayOp) => {
    queue.push(op);
    if (queued) return;
    queued = true;
    queueMicrotask(flush);
  };

  const answer = (request: unknown) => {
    const token = tokenOf(request);
    if (token === undefined) return;
    flush(); // what the state already holds is published first, so `seq` covers it
    const snapshot = snapshotOf(state);
    const base = { catalogue: emptyCatalogue(), games: [], results: [] } satisfies LiveSnapshot;
    const kinds = Object.keys(snapshot.catalogue) as (keyof LiveSnapshot['catalogue'])[];
    const parts: LiveSnapshot[] = [
      ...kinds.flatMap((kind) =>
        cut<object>(snapshot.catalogue[kind]).map((items) => ({ ...base, catalogue: { ...emptyCatalogue(), [kind]: items } })),
      ),
      ...cut(snapshot.games).map((games) => ({ ...base, games })),
      ...cut(snapshot.results).map((results) => ({ ...base, results })),
    ];
    const list = [...providers].map(([id, heartbeatMs]) => ({ id, heartbeatMs }));
    parts.forEach((part, index) => {
      bus.publish(RELAY_SUBJECT.snapshotPart(token), {
        epoch,
        seq,
        part: index,
        parts: parts.length,
        providers: list,
        snapshot: part,
      } satisfies SnapshotPart);
    });
  };
  const stopAnswering = bus.subscribe(RELAY_SUBJECT.snapshotRequest, answer);

  return {
    tee(provider, inner) {
      providers.set(provider.id, provider.heartbeatMs);
      push({ op: 'provider', id: provider.id, heartbeatMs: provider.heartbeatMs });
      const p = provider.id;
      /** Dates the call, queues it for the replicas, then applies it here as of the same time. */
      const relay = (op: Undated<DatedOp>, apply: () => void) => {
        const at = state.clock.now();
        push({ ...op, at } as DatedOp);
        state.applyAsOf(at, apply);
      };
      return {
        catalogue: (update) => relay({ op: 'catalogue', update }, () => inner.catalogue(update)),
        fixture: (fixture) => relay({ op: 'fixture', p, fixture }, () => inner.fixture(fixture)),
        state: (gameId, gameState, keyEvent) =>
          relay({ op: 'state', p, gameId, state: gameState, ...(keyEvent ? { keyEvent } : {}) }, () =>
            inner.state(gameId, gameState, keyEvent),
          ),
        prices: (gameId, markets, model) => relay({ op: 'prices', p, gameId, markets, ...(model ? { model } : {}) }, () => inner.prices(gameId, markets, model)),
        result: (result) => relay({ op: 'result', result }, () => inner.result(result)),
        remove: (gameId) => relay({ op: 'remove', gameId }, () => inner.remove(gameId)),
        heartbeat: (id, at) => {
          push({ op: 'heartbeat', p, id, at });
          inner.heartbeat(id, at);
        },
      };
    },
    stop() {
      stopAnswering();
      flush();
    },
  };
}

// --- a replica -------------------------------------------------------------------------------

interface Syncing {
  token: string;
  /** Messages that arrived while the snapshot was awaited. */
  held: RelayMessage[];
  parts: Map<number, SnapshotPart>;
  stopParts: () => void;
  stopRetry: () => void;
}

export interface RelayReplica {
  /** Whether the replica holds a snapshot and every message since. */
  readonly synced: boolean;
  stop(): void;
}

export function startRelayReplica(options: {
  bus: EventBus;
  state: LiveState;
  log: FastifyBaseLogger;
  setTimer?: (fn: () => void, ms: number) => () => void;
}): RelayReplica {
  const { bus, state, log } = options;
  const setTimer =
    options.setTimer ??
    ((fn: () => void, ms: number) => {
      const timer = setTimeout(fn, ms);
      timer.unref();
      return () => clearTimeout(timer);
    });
  let epoch: string | undefined;
  let seq = 0;
  /** While a snapshot is awaited: the messages that arrive meanwhile, and the parts so far. */
  let syncing: Syncing | undefined;
  let stopped = false;

  const call = (op: RelayOp) => {
    switch (op.op) {
      case 'provider':
        return state.watch(op.id, op.heartbeatMs);
      case 'catalogue':
        return state.catalogue(op.update);
      case 'fixture':
        return state.fixture(op.fixture, op.p);
      case 'state':
        return state.state(op.gameId, op.state, op.keyEvent, op.p);
      case 'prices':
        return state.prices(op.gameId, op.markets, op.model, op.p);
      case 'result':
        return state.result(op.result);
      case 'remove':
        return state.remove(op.gameId);
      case 'heartbeat':
        return state.heartbeat(op.id, op.at);
    }
  };
  /** A dated call is applied as of the leader's time of it. */
  const apply = (op: RelayOp) => (op.op === 'provider' || op.op === 'heartbeat' ? call(op) : state.applyAsOf(op.at, () => call(op)));

  /** Asks for a snapshot; messages that arrive meanwhile are held in what it answers. */
  const resync = (): Syncing => {
    syncing?.stopParts();
    syncing?.stopRetry();
    const token = randomUUID().replaceAll('-', '');
    const current: Syncing = { token, held: [], parts: new Map(), stopParts: () => {}, stopRetry: () => {} };
    syncing = current;
    current.stopParts = bus.subscribe<SnapshotPart>(RELAY_SUBJECT.snapshotPart(token), (part) => onPart(current, part));
    const ask = () => {
      if (syncing !== current || stopped) return;
      current.parts.clear();
      bus.publish(RELAY_SUBJECT.snapshotRequest, { token });
      current.stopRetry = setTimer(ask, SNAPSHOT_RETRY_MS);
    };
    ask();
    return current;
  };

  const onPart = (current: Syncing, part: SnapshotPart) => {
    if (syncing !== current) return;
    const first = current.parts.values().next().value;
    if (first && (first.epoch !== part.epoch || first.seq !== part.seq)) current.parts.clear(); // an answer to an earlier ask
    current.parts.set(part.part, part);
    if (current.parts.size < part.parts) return;
    current.stopParts();
    current.stopRetry();
    syncing = undefined;
    const parts = [...current.parts.values()].sort((a, b) => a.part - b.part);
    for (const provider of part.providers) state.watch(provider.id, provider.heartbeatMs);
    state.adopt({
      catalogue: mergeCatalogues(parts.map((p) => p.snapshot.catalogue)),
      games: parts.flatMap((p) => p.snapshot.games),
      results: parts.flatMap((p) => p.snapshot.results),
    });
    epoch = part.epoch;
    seq = part.seq;
    log.info({ epoch, seq, games: parts.reduce((n, p) => n + p.snapshot.games.length, 0) }, 'feed replica synced with the leader');
    for (const message of current.held) onMessage(message);
  };

  const onMessage = (message: RelayMessage) => {
    if (stopped) return;
    if (syncing) {
      syncing.held.push(message);
      return;
    }
    if (message.epoch !== epoch) {
      log.info({ epoch: message.epoch }, 'feed relay: a new leader; taking its snapshot');
      resync().held.push(message);
      return;
    }
    if (message.seq <= seq) return; // already in the snapshot
    if (message.seq !== seq + 1) {
      log.warn({ expected: seq + 1, got: message.seq }, 'feed relay: messages were lost; taking a fresh snapshot');
      resync().held.push(message);
      return;
    }
    seq = message.seq;
    for (const op of message.ops) {
      try {
        apply(op);
      } catch (err) {
        log.error({ err, op: op.op }, 'feed relay: an operation failed');
      }
    }
  };

  const stopMessages = bus.subscribe<RelayMessage>(RELAY_SUBJECT.ops, onMessage);
  resync();

  return {
    get synced() {
      return syncing === undefined && epoch !== undefined;
    },
    stop() {
      stopped = true;
      stopMessages();
      syncing?.stopParts();
      syncing?.stopRetry();
      syncing = undefined;
    },
  };
}

// --- helpers ---------------------------------------------------------------------------------

/** Everything a replica needs to show what the leader's state shows. */
function snapshotOf(state: LiveState): LiveSnapshot {
  const { directory } = state;
  return {
    catalogue: {
      sports: [...directory.sports.values()],
      countries: [...directory.countries.values()],
      championships: [...directory.championships.values()],
      teams: [...directory.teams.values()],
      players: [...directory.players.values()],
    },
    games: [...state.allGames()].map((entry) => ({
      providerId: entry.providerId,
      fixture: fixtureOf(entry.game),
      markets: entry.game.markets,
      ...(entry.model ? { model: entry.model } : {}),
      result: entry.result,
      chrono: entry.chrono,
      keySuspendedUntil: entry.keySuspendedUntil,
      updatedAt: entry.game.updatedAt,
    })),
    results: state.resultsBetween(0, Number.POSITIVE_INFINITY),
  };
}

/** Cuts a list into runs whose JSON stays under MAX_MESSAGE_CHARS (an item over it goes alone). */
function cut<T>(items: T[], sizeOf: (item: T) => number = (item) => JSON.stringify(item).length): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let size = 0;
  for (const item of items) {
    const length = sizeOf(item);
    if (run.length > 0 && size + length > MAX_MESSAGE_CHARS) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(item);
    size += length + 1;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * An op's JSON length, over-estimated without serializing it (the hot path: every price list of a
 * burst would otherwise be serialized twice). An outcome is about 45 characters, a market's own
 * keys about 60; the other ops are small.
 */
function estimatedSize(op: RelayOp): number {
  if (op.op === 'prices') {
    // A model's inputs are a few dozen numbers.
    let size = op.model ? 1_000 : 100;
    for (const market of op.markets) size += 120 + market.outcomes.length * 90;
    return size;
  }
  return op.op === 'catalogue' ? JSON.stringify(op.update).length : 4_096;
}

function emptyCatalogue(): Required<CatalogueUpdate> {
  return { sports: [], countries: [], championships: [], teams: [], players: [] };
}

function mergeCatalogues(list: Required<CatalogueUpdate>[]): Required<CatalogueUpdate> {
  const all = emptyCatalogue();
  for (const catalogue of list) {
    all.sports.push(...catalogue.sports);
    all.countries.push(...catalogue.countries);
    all.championships.push(...catalogue.championships);
    all.teams.push(...catalogue.teams);
    all.players.push(...catalogue.players);
  }
  return all;
}

function tokenOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null || !('token' in request)) return undefined;
  const { token } = request;
  return typeof token === 'string' && /^[A-Za-z0-9]{8,64}$/.test(token) ? token : undefined;
}
