// The feed's answers in the 1xBet/BetB2B family's wire format (wire-format §1). The server's
// serializers are typed by these schemas and the route tests parse every answer with them, so a key
// that is not documented here, or a documented key of the wrong type, fails a test.
import { z } from 'zod';

const int = z.number().int();
const id = int.nonnegative();

/** `{"Id":0,"Success":true,"Error":"","ErrorCode":0,"Guid":"","Value":…}` (wire-format §1.1). */
export const familyEnvelopeSchema = <T extends z.ZodType>(value: T) =>
  z.strictObject({ Id: int, Success: z.literal(true), Error: z.literal(''), ErrorCode: z.literal(0), Guid: z.string(), Value: value });

/** A refusal in the family's shape: unknown ids answer it (e.g. "Game is not found in Sports"). */
export const familyFailureSchema = z.strictObject({
  Id: int,
  Success: z.literal(false),
  Error: z.string().min(1),
  ErrorCode: int,
  Guid: z.string(),
  Value: z.null(),
});
export type FamilyFailure = z.infer<typeof familyFailureSchema>;

// --- Logo files (wire-format §1.4 O1IMG/O2IMG "served under /sfiles/logo_teams/", §1.5 CHIMG) ----

export const TEAM_LOGO_PATH = '/sfiles/logo_teams/';
export const CHAMP_LOGO_PATH = '/sfiles/logo_champs/';

/** Where a logo file the feed names is served; null when it names none. */
export function logoUrl(path: typeof TEAM_LOGO_PATH | typeof CHAMP_LOGO_PATH, file: string | undefined): string | null {
  return file ? `${path}${encodeURIComponent(file)}` : null;
}

// --- §1.4 Event object -------------------------------------------------------------------------

/** An outcome (`E[]`, `AE[].ME[]`, `GE[].E[][]`): C is the decimal price, CV the same as text. */
export const wireOutcomeSchema = z.strictObject({
  G: id,
  T: id,
  C: z.number().positive(),
  CV: z.string().regex(/^\d+(\.\d+)?$/),
  /** The line; absent for markets without one. */
  P: z.number().optional(),
  B: z.literal(true).optional(),
  /** The main line of a ladder. */
  CE: z.literal(1).optional(),
  PL: z.strictObject({ I: id, N: z.string() }).optional(),
});
export type WireOutcome = z.infer<typeof wireOutcomeSchema>;

/** Two sides of a score; a missing side is 0 (wire-format §1.4 "missing key = 0"). */
const scorePairSchema = z.strictObject({ S1: int.positive().optional(), S2: int.positive().optional() });

export const wireScoreSchema = z.strictObject({
  FS: scorePairSchema,
  PS: z.array(z.strictObject({ Key: int.positive(), Value: scorePairSchema.extend({ NF: z.string() }) })),
  CP: int.nonnegative(),
  CPS: z.string(),
  TS: int.nonnegative(),
  SLS: z.string(),
  I: z.string(),
  ST: z.array(z.strictObject({ Key: int, Value: z.array(z.strictObject({ ID: int, N: z.string(), S1: z.string(), S2: z.string() })) })),
});
export type WireScore = z.infer<typeof wireScoreSchema>;

/** The score block of a game not yet under way: what a pre-match event, which carries none, reads as. */
export const PRE_MATCH_SCORE: WireScore = { FS: {}, PS: [], CP: 0, CPS: '', TS: 0, SLS: '', I: '', ST: [] };

export const wireAltLinesSchema = z.strictObject({ G: id, ME: z.array(wireOutcomeSchema) });

export const wireEventSchema = z.strictObject({
  I: id,
  /** Equals I, in play only: clients tell live from line by it and by SC (wire-format §1.1). */
  ZP: id.optional(),
  CI: id,
  N: id,
  SI: id,
  SN: z.string(),
  SE: z.string(),
  SR: z.string().optional(),
  LI: id,
  L: z.string(),
  LE: z.string(),
  LR: z.string().optional(),
  CN: z.string(),
  COI: id,
  KI: z.union([z.literal(1), z.literal(3)]),
  O1: z.string(),
  O2: z.string(),
  O1E: z.string(),
  O2E: z.string(),
  O1I: id,
  O2I: id,
  O1IS: z.array(id),
  O2IS: z.array(id),
  O1C: id.optional(),
  O2C: id.optional(),
  /** Team logo files, served under /sfiles/logo_teams/. */
  O1IMG: z.array(z.string()).optional(),
  O2IMG: z.array(z.string()).optional(),
  /** Championship logo file, served under /sfiles/logo_champs/. */
  CHIMG: z.string().optional(),
  /** Start and last update, unix seconds. */
  S: id,
  U: id,
  T: int,
  R: int,
  /** Outcome count and sub-game count. */
  EC: id,
  SGC: id,
  TN: z.string().optional(),
  TNS: z.string().optional(),
  /** Misc notes: K 1 round, 2 venue, 3 format, 7 city. */
  MIS: z.array(z.strictObject({ K: int, V: z.string() })).optional(),
  MIO: z.strictObject({ TSt: z.string().optional(), Loc: z.string().optional() }).optional(),
  /** Win probabilities, pre-match only. */
  WP: z.strictObject({ P1: z.number(), PX: z.number().optional(), P2: z.number() }).optional(),
  /** A sub-game's parent game id, its type (TG) and period name (PN). */
  CMG: id.optional(),
  TG: z.string().optional(),
  PN: z.string().optional(),
  /** The broadcast of a game in play (video id): ours opens the match tracker. */
  VI: z.string().min(1).optional(),
  /** The score block, in play only: pre-match events carry none. */
  SC: wireScoreSchema.optional(),
  E: z.array(wireOutcomeSchema),
  AE: z.array(wireAltLinesSchema),
});
export type WireEvent = z.infer<typeof wireEventSchema>;

// --- §1.6 GetGameZip ---------------------------------------------------------------------------

/** A market group as columns: each inner list is one side's outcomes down the ladder. */
export const wireGroupSchema = z.strictObject({ G: id, GS: id.optional(), E: z.array(z.array(wireOutcomeSchema)) });
export const wireSubGameSchema = z.strictObject({ I: id, CI: id, TG: z.string(), PN: z.string() });

export const wireGameSchema = wireEventSchema.omit({ E: true, AE: true }).extend({
  /** Market group count. */
  EGC: id,
  /** Markets grouped (GroupEvents, the default) … */
  GE: z.array(wireGroupSchema).optional(),
  /** … or every outcome in one list (GroupEvents=false). */
  E: z.array(wireOutcomeSchema).optional(),
  /** Sub-games (isSubGames=true). */
  SG: z.array(wireSubGameSchema).optional(),
});
export type WireGame = z.infer<typeof wireGameSchema>;

// --- §1.5 sports and championships -------------------------------------------------------------

export const wireSubChampSchema = z.strictObject({
  LI: id,
  L: z.string(),
  LE: z.string(),
  LR: z.string(),
  SI: id,
  CI: id,
  T: int,
  GC: id,
  /** Logo file, served under /sfiles/logo_champs/. */
  CHIMG: z.string().optional(),
});

export const wireChampSchema = wireSubChampSchema.extend({
  /** Sub-championships (groupChamps=true). */
  SC: z.array(wireSubChampSchema).optional(),
});
export type WireChamp = z.infer<typeof wireChampSchema>;

export const wireSportSchema = z.strictObject({
  I: id,
  N: z.string(),
  /** Russian name. */
  R: z.string(),
  /** Event count and championship count. */
  C: id,
  CC: id,
  /** Championships (groupChamps=true). */
  L: z.array(wireChampSchema).optional(),
});
export type WireSport = z.infer<typeof wireSportSchema>;

/** A game of GetChampZip: no prices (wire-format §1.5). */
export const wireChampGameSchema = wireEventSchema.pick({
  I: true,
  CI: true,
  N: true,
  SI: true,
  LI: true,
  L: true,
  LE: true,
  KI: true,
  O1: true,
  O2: true,
  O1E: true,
  O2E: true,
  O1I: true,
  O2I: true,
  S: true,
  U: true,
  MIO: true,
  VI: true,
  SC: true,
});

export const wireChampZipSchema = z.strictObject({ LI: id, SI: id, L: z.string(), LE: z.string(), G: z.array(wireChampGameSchema) });
export type WireChampZip = z.infer<typeof wireChampZipSchema>;

// --- Chrono of play (our shape: the family's is not documented) --------------------------------

/** One key moment of a game: K 1 goal, 2 red card, 3 penalty, 4 point, 9 other; M the team (0 none). */
export const wireChronoItemSchema = z.strictObject({
  K: int,
  N: z.string(),
  TS: id,
  CP: id,
  M: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  S1: id,
  S2: id,
});
export const wireChronoSchema = z.strictObject({ I: id, CI: id, H: z.array(wireChronoItemSchema) });
export type WireChrono = z.infer<typeof wireChronoSchema>;

// --- rest-core ---------------------------------------------------------------------------------

export const wireCountrySchema = z.strictObject({ I: id, N: z.string(), NE: z.string(), C: id });
export type WireCountry = z.infer<typeof wireCountrySchema>;

export const wireCheckLinkSchema = z.strictObject({
  Exists: z.boolean(),
  KI: z.union([z.literal(1), z.literal(3)]).optional(),
  I: id.optional(),
  CI: id.optional(),
  LI: id.optional(),
  SI: id.optional(),
});
export type WireCheckLink = z.infer<typeof wireCheckLinkSchema>;

// --- §1.7 main-line-feed / main-live-feed (camelCase, no envelope) -----------------------------

export const v1NamedSchema = z.strictObject({ id, name: z.string(), nameEng: z.string() });
export const v1OpponentSchema = z.strictObject({
  fullName: z.string(),
  fullNameEng: z.string(),
  opps: z.array(z.strictObject({ id, image: z.string() })),
});

export const v1OutcomeSchema = z.strictObject({
  type: id,
  cf: z.number().positive(),
  cfView: z.string(),
  parameter: z.number().optional(),
  isCenter: z.boolean(),
  /** Added to the family's keys: the outcome takes no bets now. */
  blocked: z.literal(true).optional(),
  eventParams: z.strictObject({ params: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
});
export type V1Outcome = z.infer<typeof v1OutcomeSchema>;

export const v1GameEventsSchema = z.strictObject({
  id,
  fullName: z.string(),
  periodName: z.string(),
  startTs: id,
  eventsCount: id,
  subGamesForMainGame: z.array(z.strictObject({ id, subGameName: z.string(), period: z.string() })),
  eventGroups: z.array(z.strictObject({ groupId: id, shortGroupId: id, events: z.array(z.array(v1OutcomeSchema)) })),
});
export type V1GameEvents = z.infer<typeof v1GameEventsSchema>;

export const v1ExpressDaySchema = z.array(
  z.strictObject({
    expressId: id,
    /** The express price: product of the legs. */
    cfView: z.string(),
    events: z.array(
      z.strictObject({
        id,
        constId: id,
        startTs: id,
        num: id,
        periodName: z.string(),
        liga: v1NamedSchema,
        sport: v1NamedSchema,
        opponent1: v1OpponentSchema,
        opponent2: v1OpponentSchema,
        event: z.strictObject({
          type: id,
          groupId: id,
          shortGroupId: id,
          cf: z.number().positive(),
          cfView: z.string(),
          parameter: z.number().optional(),
          player: z.strictObject({ id, name: z.string() }).optional(),
        }),
      }),
    ),
  }),
);
export type V1ExpressDay = z.infer<typeof v1ExpressDaySchema>;

/** A game as the v1 pages list it (sportSection, personalise, sliderGames): our shape. */
export const v1GameCardSchema = z.strictObject({
  id,
  constId: id,
  kind: z.union([z.literal(1), z.literal(3)]),
  num: id,
  startTs: id,
  sport: v1NamedSchema,
  liga: v1NamedSchema,
  country: v1NamedSchema,
  opponent1: v1OpponentSchema,
  opponent2: v1OpponentSchema,
  score: z.strictObject({ s1: id, s2: id, periodName: z.string(), elapsedSeconds: id, timeText: z.string(), info: z.string() }).optional(),
  eventsCount: id,
  events: z.array(v1OutcomeSchema.extend({ groupId: id, shortGroupId: id })),
});
export type V1GameCard = z.infer<typeof v1GameCardSchema>;

export const v1GameInfoSchema = v1GameCardSchema.omit({ events: true }).extend({
  parentId: id.optional(),
  periodName: z.string(),
  subGameName: z.string(),
  round: z.string().optional(),
  venue: z.string().optional(),
  subGamesCount: id,
  finished: z.boolean(),
  periods: z.array(z.strictObject({ s1: id, s2: id, name: z.string() })),
});
export type V1GameInfo = z.infer<typeof v1GameInfoSchema>;

export const v1SportSectionSchema = z.strictObject({
  sport: v1NamedSchema.extend({ gamesCount: id }),
  champs: z.array(v1NamedSchema.extend({ country: v1NamedSchema, gamesCount: id, games: z.array(v1GameCardSchema) })),
});
export type V1SportSection = z.infer<typeof v1SportSectionSchema>;

export const v1PersonaliseSchema = z.strictObject({ games: z.array(v1GameCardSchema) });
export type V1Personalise = z.infer<typeof v1PersonaliseSchema>;

// --- §1.8 results ------------------------------------------------------------------------------

export const resultChampSchema = z.strictObject({
  id,
  name: z.string(),
  sportId: id,
  sportName: z.string(),
  countryId: id,
  countryName: z.string(),
  gamesCount: id.positive(),
});

export const resultGameSchema = z.strictObject({
  id,
  constId: id,
  champId: id,
  champName: z.string(),
  sportId: id,
  opp1: z.string(),
  opp2: z.string(),
  opp1Ids: z.array(id),
  opp2Ids: z.array(id),
  opp1Images: z.array(z.string()),
  opp2Images: z.array(z.string()),
  /** "2:1 (1:0,1:1)". */
  score: z.string(),
  dopInfo: z.string(),
  /** Start, unix seconds. */
  dateStart: id,
  matchInfos: z.array(z.strictObject({ name: z.string(), value: z.string() })),
  subGame: z.string(),
  hasSubGame: z.boolean(),
  countSubGame: id,
  /** 2 finished and settled, 4 cancelled (spec §3 market status). */
  status: z.union([z.literal(2), z.literal(4)]),
  statId: z.string(),
});
export type ResultGame = z.infer<typeof resultGameSchema>;
export type ResultChamp = z.infer<typeof resultChampSchema>;

/** `items` is absent when `count` is 0 (wire-format §1.8). */
export const resultListSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item).min(1).optional(), count: id }).refine((v) => (v.count === 0) === (v.items === undefined), {
    message: 'items must be absent exactly when count is 0',
  });
export const resultChampsAnswerSchema = resultListSchema(resultChampSchema);
export const resultGamesAnswerSchema = resultListSchema(resultGameSchema);
