import { z } from 'zod';
import { couponMoneySchema } from './coupon-calls';
import { wireEventSchema } from './feed-wire';

// The bet builder and duel calls (spec §7.8, §7.10; decision 0026). The family publishes neither
// request nor answer shapes; these follow its conventions: bodies in any key case (read folded to
// lower case, contract/betting.ts `foldKeys`), family calls answering the `Success/Value` envelope
// in PascalCase, the main feed's routes camelCase without an envelope.
//
//   POST /service-api/main-line-feed/v2/betbuilder/events   (and main-live-feed) the game's outcomes a builder takes
//   POST /service-api/LiveBet/Open/UpdateCouponBuilder       (and LiveBet-update) a builder checked and priced
//   POST /service-api/LiveBet/Secure/MakeBetWebBuilder       a builder placed: one bet of kind builder
//   GET  /service-api/LineFeed/GetAvailablePlayersForDuel    the teams that can be paired in a duel
//   POST /service-api/LineFeed/BuildDuel                     a duel of two of them, as a game (Event)

/** The builder and duel calls as the web client makes them. */
export const builderPaths = {
  /** `{gameId, lng}` → builderEventsSchema (no envelope); `main-live-feed` for a game in play. */
  events: (live: boolean) => `/service-api/${live ? 'main-live-feed' : 'main-line-feed'}/v2/betbuilder/events`,
  check: '/service-api/LiveBet-update/Open/UpdateCouponBuilder',
  place: '/service-api/LiveBet/Secure/MakeBetWebBuilder',
  duelPlayers: '/service-api/LineFeed/GetAvailablePlayersForDuel',
  buildDuel: '/service-api/LineFeed/BuildDuel',
} as const;

/** `Vid` of a bet builder (ours; wire-format §3.1 names 0 to 2, decision 0025 3 to 5). */
export const BUILDER_VID = 6;

const int = z.number().int();
const id = int.positive().max(Number.MAX_SAFE_INTEGER);
const amount = z.union([z.number().nonnegative(), z.string().max(40)]);
const coefficient = z.union([z.number().positive(), z.string().max(20)]);

/** A builder's leg: an outcome of the game, or of its first half (that sub-game's `GameId`). */
export const builderLegSchema = z.object({
  gameid: id,
  type: int.nonnegative(),
  /** The line; lineless markets send 0. */
  param: z.number().nullable().optional(),
  group: int.nonnegative().optional(),
});

/** `builderCoupon` (spec §3 coupon payload): the game and its legs, and the joint coefficient seen. */
export const builderCouponSchema = z.object({
  gameid: id,
  events: z.array(builderLegSchema).min(1).max(20),
  coef: coefficient.optional(),
});

/** UpdateCouponBuilder / MakeBetWebBuilder body, keys folded. */
export const builderRequestSchema = z.object({
  buildercoupon: builderCouponSchema,
  summ: amount.optional(),
  betguid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).nullable().optional(),
  checkcf: int.min(0).max(2).optional(),
  source: int.min(0).max(1000).optional(),
  lng: z.string().max(10).optional(),
  partner: int.nonnegative().optional(),
});
export type BuilderRequest = z.infer<typeof builderRequestSchema>;

/** One leg as checked now. */
export const checkedBuilderLegSchema = z.object({
  GameId: id,
  Type: int,
  Param: z.number(),
  GroupId: int,
  /** The leg's own coefficient now (0 when it has none). */
  Coef: z.number(),
  Block: z.boolean(),
  Finish: z.boolean(),
  Started: z.boolean(),
});

/** UpdateCouponBuilder's `Value`: the legs, the joint coefficient, the limits and what a stake pays. */
export const checkedBuilderSchema = couponMoneySchema.extend({
  GameId: id,
  Vid: z.literal(BUILDER_VID),
  /** The legs' joint coefficient with the brand's margin; null when they are not a builder now. */
  Coef: z.number().nullable(),
  /** The product of the legs' own coefficients, for comparison (null when a leg has none). */
  ExpressCoef: z.number().nullable(),
  /** The joint coefficient differs from the one the slip sent. */
  changeCf: z.boolean(),
  minBet: z.number(),
  maxBet: z.number().nullable(),
  MaxPayout: z.number(),
  Currency: z.string(),
  NotValid: z.boolean(),
  /** Why not, in words, and the refusal's code (contract/betting.ts betErrorCodes; 0 when valid). */
  exceptionText: z.string(),
  ErrorCode: int,
  Events: z.array(checkedBuilderLegSchema),
});
export type CheckedBuilder = z.infer<typeof checkedBuilderSchema>;

/** An outcome a builder takes, in the main feed's camelCase (v1-cards' outcome shape). */
export const builderOutcomeSchema = z.strictObject({
  type: id,
  cf: z.number().positive(),
  cfView: z.string(),
  parameter: z.number().optional(),
  blocked: z.literal(true).optional(),
});

/** `betbuilder` v2 events: per game (the match, its first half) the markets a builder takes. */
export const builderEventsSchema = z.strictObject({
  gameId: id,
  constId: id,
  sportId: id,
  startTs: id,
  kind: z.union([z.literal(1), z.literal(3)]),
  opponent1: z.string(),
  opponent2: z.string(),
  minLegs: int,
  maxLegs: int,
  periods: z.array(
    z.strictObject({
      gameId: id,
      /** "" for the match, else the period's name ("1st half"). */
      period: z.string(),
      groups: z.array(z.strictObject({ groupId: id, events: z.array(builderOutcomeSchema) })),
    }),
  ),
});
export type BuilderEvents = z.infer<typeof builderEventsSchema>;

/** GetAvailablePlayersForDuel's `Value[]`: a team of a pre-match game that a duel can take. */
export const duelPlayerSchema = z.object({
  GameId: id,
  ConstId: id,
  SportId: id,
  ChampId: id,
  Champ: z.string(),
  /** Game start, unix seconds. */
  Start: id,
  /** 1 the game's home side, 2 its away side. */
  Side: z.union([z.literal(1), z.literal(2)]),
  TeamId: id,
  Team: z.string(),
  Opponent: z.string(),
});
export type DuelPlayer = z.infer<typeof duelPlayerSchema>;

/** A side of a duel: a game and its team, by side or by team id. */
export const duelSideSchema = z.object({
  gameid: id,
  side: z.union([z.literal(1), z.literal(2)]).optional(),
  teamid: id.optional(),
});

/** BuildDuel body, keys folded: team A (O1 of the duel) and team B (O2). */
export const buildDuelSchema = z.object({
  players: z.array(duelSideSchema).length(2),
  lng: z.string().max(10).optional(),
});
export type BuildDuelRequest = z.infer<typeof buildDuelSchema>;

/**
 * BuildDuel's `Value`: the duel as a game (wire-format §1.4 Event: `I` its id in the duels' own id
 * space, O1 team A, O2 team B, `E` its outcomes, placed like any game's), and the two sides.
 */
export const builtDuelSchema = z.object({
  Event: wireEventSchema,
  Players: z.tuple([duelPlayerSchema, duelPlayerSchema]),
});
export type BuiltDuel = z.infer<typeof builtDuelSchema>;
