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
/**
 * A player account's money changed (issue 11 "The header shows the active balance, updated by push
 * after every change"). Notices may repeat or cross on the way: the higher `version` wins.
 */
export const pushBalanceNoticeSchema = z.strictObject({
  kind: z.literal('balance'),
  accountId: positiveId,
  version: id,
  /** Available money (balance less what is held), exact decimal text in the currency's scale. */
  money: z.string().regex(/^-?\d+(\.\d+)?$/),
  currency: z.string().min(2).max(10),
});
/** A payment of the player was decided (issue 11: deposit credited or declined, withdrawal decided or paid). */
export const pushPaymentNoticeSchema = z.strictObject({
  kind: z.literal('payment'),
  paymentId: z.uuid(),
  number: positiveId,
  direction: z.enum(['deposit', 'withdrawal']),
  status: z.enum(['created', 'completed', 'declined', 'failed', 'requested', 'approved', 'paid', 'rejected']),
});
/** A bet of the player changed: accepted or refused after its live wait, settled, sold (issue 12). */
export const pushBetNoticeSchema = z.strictObject({
  kind: z.literal('bet'),
  betId: positiveId,
  status: z.enum(['waiting', 'refused', 'accepted', 'won', 'lost', 'returned', 'cashed_out']),
});
/**
 * The cash-out offer of an open bet of the player changed (issue 12 "a sale price … updated live",
 * contract/cash-out.ts): sent when the prices of its games move it, at most about once a second.
 * Notices may cross on the way: `at` orders them.
 */
export const pushCashOutNoticeSchema = z.strictObject({
  kind: z.literal('cashout'),
  betId: positiveId,
  /** When the offer was computed, unix milliseconds. */
  at: id,
  /** The offer for the whole bet, exact decimal text in its currency; null while there is none. */
  amount: z.string().regex(/^\d+(\.\d+)?$/).nullable(),
  currency: z.string().min(2).max(10),
});
/**
 * An auto bet or a VIP bet request of the player changed (decision 0028): an auto bet placed
 * (`betId`) or cancelled; a VIP request approved, rejected, expired, cancelled or placed.
 */
export const pushBetRequestNoticeSchema = z.strictObject({
  kind: z.literal('betRequest'),
  request: z.enum(['auto', 'vip']),
  id: positiveId,
  status: z.enum(['pending', 'approved', 'placed', 'rejected', 'expired', 'cancelled']),
  betId: positiveId.nullable(),
});
/** Why a session ended: closed from another device (or all others), the password changed or reset, the operator blocked the account. */
export const sessionEndReasons = ['closed', 'password_changed', 'password_reset', 'blocked'] as const;
/**
 * This socket's session ended (the player closed it from another device, changed or reset the
 * password, signed out everywhere else, or the operator blocked the account): the page shows the
 * player signed out. The socket stays open as a guest's and gets no more of the player's notices.
 */
export const pushSessionNoticeSchema = z.strictObject({
  kind: z.literal('session'),
  status: z.literal('ended'),
  reason: z.enum(sessionEndReasons),
});
/** The operator sent the player a message (issue 13 "Messages"): how many are unread now. */
export const pushMessageNoticeSchema = z.strictObject({ kind: z.literal('message'), messageId: positiveId, unread: id });
/** The operator answered in the support chat (decision 0045): the conversation's operator messages the player has not read. */
export const pushChatNoticeSchema = z.strictObject({ kind: z.literal('chat'), messageId: positiveId, unread: id });
export const pushNoticeSchema = z.discriminatedUnion('kind', [
  pushGameNoticeSchema,
  pushBalanceNoticeSchema,
  pushPaymentNoticeSchema,
  pushBetNoticeSchema,
  pushCashOutNoticeSchema,
  pushBetRequestNoticeSchema,
  pushSessionNoticeSchema,
  pushMessageNoticeSchema,
  pushChatNoticeSchema,
]);
export type PushNotice = z.infer<typeof pushNoticeSchema>;
export type PushGameNotice = z.infer<typeof pushGameNoticeSchema>;
export type PushBalanceNotice = z.infer<typeof pushBalanceNoticeSchema>;
export type PushPaymentNotice = z.infer<typeof pushPaymentNoticeSchema>;
export type PushBetNotice = z.infer<typeof pushBetNoticeSchema>;
export type PushCashOutNotice = z.infer<typeof pushCashOutNoticeSchema>;
export type PushBetRequestNotice = z.infer<typeof pushBetRequestNoticeSchema>;
export type PushSessionNotice = z.infer<typeof pushSessionNoticeSchema>;
export type PushMessageNotice = z.infer<typeof pushMessageNoticeSchema>;
export type PushChatNotice = z.infer<typeof pushChatNoticeSchema>;

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
