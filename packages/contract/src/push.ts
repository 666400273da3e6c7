// The WebSocket push protocol (issue 4 "Push", DESIGN §2 push): JSON text frames on `/ws`. A client
// subscribes to a topic (a game, a championship, a sport or the top list) and receives a snapshot,
// then deltas numbered 1, 2, 3 … after the snapshot's `seq`; on a gap it sends `resync` and gets a
// fresh snapshot. Deltas name the channel (`ch`: the topic in one language on this server, given by
// the snapshot) rather than the client's subscription id, so the server sends one and the same
// frame to every subscriber of a topic. Snapshots carry the wire-format Event objects of the feed routes (wire-format
// §1.4, §1.6), so the browser reads the same shapes from the socket and from the polling fallback.
// Anything malformed gets an `error` frame; the socket stays open.
import { z } from 'zod';
import { wireEventSchema, wireGameSchema, wireOutcomeSchema, wireScoreSchema } from './feed-wire';

export const PUSH_PATH = '/ws';

/** Limits of one socket (issue 4 "Bad input"): beyond them the frame is refused with an error frame. */
export const pushLimits = {
  maxSubscriptions: 50,
  /** Largest client frame, in bytes (client frames are tiny). */
  maxFrameBytes: 4_096,
  /** Client frames per second, sustained, and the burst allowed on top (a page subscribing at once). */
  framesPerSecond: 20,
  frameBurst: 40,
  /** Games in a championship, sport or top-list snapshot. */
  maxTopicGames: 1_000,
} as const;

const int = z.number().int();
const positiveId = int.positive().max(Number.MAX_SAFE_INTEGER);
const id = int.nonnegative().max(Number.MAX_SAFE_INTEGER);
/** A client's name for one subscription on its socket. */
export const subscriptionIdSchema = int.min(1).max(2_147_483_647);
export type SubscriptionId = z.infer<typeof subscriptionIdSchema>;

/** Feed kind (spec §3): 1 live, 3 line. */
export const feedKindSchema = z.union([z.literal(1), z.literal(3)]);

export const pushTopicSchema = z.discriminatedUnion('kind', [
  /** A game by its game id (I) or constant id (CI): its whole market list (GetGameZip). */
  z.strictObject({ kind: z.literal('game'), gameId: positiveId }),
  /** A championship's games of one feed kind (sub-championships included), as Get1x2_VZip?champs=. */
  z.strictObject({ kind: z.literal('champ'), champId: positiveId, feedKind: feedKindSchema }),
  /** A sport's games of one feed kind, as Get1x2_VZip?sports=. */
  z.strictObject({ kind: z.literal('sport'), sportId: positiveId, feedKind: feedKindSchema }),
  /** Games of the top championships, as Get1x2_VZip?top=true. */
  z.strictObject({ kind: z.literal('top'), feedKind: feedKindSchema }),
]);
export type PushTopic = z.infer<typeof pushTopicSchema>;

/** One string per topic: `game:<I>`, `champ:<LI>:<kind>`, `sport:<SI>:<kind>`, `top:<kind>`. */
export function pushTopicKey(topic: PushTopic): string {
  switch (topic.kind) {
    case 'game':
      return `game:${topic.gameId}`;
    case 'champ':
      return `champ:${topic.champId}:${topic.feedKind}`;
    case 'sport':
      return `sport:${topic.sportId}:${topic.feedKind}`;
    case 'top':
      return `top:${topic.feedKind}`;
  }
}

/** A language as the feed routes take it (`ru`, `en`, `en_GB`, `pt-BR`). */
const lngSchema = z.string().regex(/^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})?$/);

// --- client → server ----------------------------------------------------------------------------

export const pushClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subscribe'), id: subscriptionIdSchema, topic: pushTopicSchema, lng: lngSchema.optional() }),
  z.strictObject({ type: z.literal('unsubscribe'), id: subscriptionIdSchema }),
  /** "I saw a gap in the sequence": the server answers a fresh snapshot. */
  z.strictObject({ type: z.literal('resync'), id: subscriptionIdSchema }),
  z.strictObject({ type: z.literal('ping'), id: int.optional() }),
]);
export type PushClientFrame = z.infer<typeof pushClientFrameSchema>;

// --- server → client ----------------------------------------------------------------------------

/** An outcome that left the game's markets. */
export const pushOutcomeRefSchema = z.strictObject({ G: id, T: id, P: z.number().optional(), PL: id.optional() });
export type PushOutcomeRef = z.infer<typeof pushOutcomeRefSchema>;

/**
 * What changed in one game during one tick (conflated: only the last value of each outcome).
 * `event` (list topics) or `game` (a game topic) replaces the whole game: it joined the topic, its
 * fixture changed, its markets were opened, closed, added or removed. Otherwise `SC` and `E` carry
 * the new score block and the outcomes whose price or flags changed.
 */
export const pushGameChangeSchema = z.strictObject({
  I: id,
  /** Last update, unix seconds (the Event's U). */
  U: id.optional(),
  event: wireEventSchema.optional(),
  game: wireGameSchema.optional(),
  SC: wireScoreSchema.optional(),
  E: z.array(wireOutcomeSchema).optional(),
  gone: z.array(pushOutcomeRefSchema).optional(),
  /** The game is over (its result is recorded). */
  finished: z.literal(true).optional(),
  /** The game left this topic (finished, removed from the feed, moved from line to live …). */
  left: z.literal(true).optional(),
});
export type PushGameChange = z.infer<typeof pushGameChangeSchema>;

export const pushSnapshotDataSchema = z.union([
  z.strictObject({ events: z.array(wireEventSchema) }),
  z.strictObject({ game: wireGameSchema }),
]);
export type PushSnapshotData = z.infer<typeof pushSnapshotDataSchema>;

export const pushErrorCodes = [
  'bad_frame',
  'frame_too_large',
  'rate_limited',
  'too_many_subscriptions',
  'duplicate_id',
  'already_subscribed',
  'unknown_subscription',
  'not_found',
  'server_error',
] as const;
export const pushErrorCodeSchema = z.enum(pushErrorCodes);
export type PushErrorCode = z.infer<typeof pushErrorCodeSchema>;

/**
 * A notice for one signed-in player (issue 4 game subscriptions: "a player subscribes to a game's
 * events (start, goals, result) and is notified by push"). `id` lets a client that has the site
 * open in several tabs or reconnects show it once. Team names are in the player's language.
 */
export const pushGameNoticeSchema = z.strictObject({
  kind: z.literal('game'),
  id: z.string().min(1).max(64),
  /** When it happened, unix milliseconds. */
  at: id,
  gameId: id,
  constId: id,
  sportId: id,
  event: z.enum(['start', 'goal', 'red_card', 'period', 'result', 'cancelled']),
  /** The event type the player chose (GetEventTypesByGameId), when the notice answers one. */
  eventTypeId: id.optional(),
  O1: z.string().max(200),
  O2: z.string().max(200),
  score: z.strictObject({ S1: id, S2: id }).optional(),
});
export const pushNoticeSchema = z.discriminatedUnion('kind', [pushGameNoticeSchema]);
export type PushNotice = z.infer<typeof pushNoticeSchema>;

export const pushHelloFrameSchema = z.strictObject({ type: z.literal('hello'), ts: id, signedIn: z.boolean() });
export const pushSnapshotFrameSchema = z.strictObject({
  type: z.literal('snapshot'),
  id: subscriptionIdSchema,
  /** The channel whose deltas follow (unique on this connection's server). */
  ch: positiveId,
  seq: id,
  /** pushTopicKey of the topic, with a game's constant id resolved to its game id. */
  topic: z.string(),
  data: pushSnapshotDataSchema,
});
export const pushDeltaFrameSchema = z.strictObject({
  type: z.literal('delta'),
  /** The channel of the snapshot this delta follows. */
  ch: positiveId,
  seq: id,
  /** When the newest change in it happened, unix milliseconds. */
  ts: id,
  changes: z.array(pushGameChangeSchema),
  /** The topic's games in display order, when it changed. */
  order: z.array(id).optional(),
});
export const pushErrorFrameSchema = z.strictObject({
  type: z.literal('error'),
  id: subscriptionIdSchema.optional(),
  code: pushErrorCodeSchema,
  message: z.string(),
});
export const pushNoticeFrameSchema = z.strictObject({ type: z.literal('notice'), notice: pushNoticeSchema });
export const pushPongFrameSchema = z.strictObject({ type: z.literal('pong'), id: int.optional(), ts: id });

export const pushServerFrameSchema = z.discriminatedUnion('type', [
  pushHelloFrameSchema,
  pushSnapshotFrameSchema,
  pushDeltaFrameSchema,
  pushErrorFrameSchema,
  pushNoticeFrameSchema,
  pushPongFrameSchema,
]);
export type PushServerFrame = z.infer<typeof pushServerFrameSchema>;
export type PushSnapshotFrame = z.infer<typeof pushSnapshotFrameSchema>;
export type PushDeltaFrame = z.infer<typeof pushDeltaFrameSchema>;
export type PushErrorFrame = z.infer<typeof pushErrorFrameSchema>;
