// The request-parameter catalogue of product-spec §3 and the server-side parsers for what the
// client encodes by the rules of product-spec §5 (packages/domain/src/request-encoding.ts).
import { z } from 'zod';

/** How a parameter's value is converted before it is sent (product-spec §5 "Request building"). */
export const requestParamKinds = [
  'int',
  'text',
  'bool',
  'idList',
  'list',
  'amount',
  'object',
  'multiType',
] as const;
export type RequestParamKind = (typeof requestParamKinds)[number];

export type RequestParamDefault = string | number | boolean;

/** One catalogue entry: the kind, and the default that is never sent (spec §5). */
export interface RequestParamSpec {
  readonly kind: RequestParamKind;
  readonly default?: RequestParamDefault;
}

export type RequestParamCatalogue = Readonly<Record<string, RequestParamSpec>>;

// Multi-type parameter codes (spec §5): the game-kind sections a multi-type call accepts.
export const multiTypeCodes = [
  3, 7, 8, 9, 11, 13, 28, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,
] as const;
export type MultiTypeCode = (typeof multiTypeCodes)[number];

const multiTypeCodeSet: ReadonlySet<number> = new Set(multiTypeCodes);

export function isMultiTypeCode(value: number): value is MultiTypeCode {
  return multiTypeCodeSet.has(value);
}

/** Menu sections of product-spec §3: code → slug. */
export const menuSections = {
  3: 'alternative',
  7: 'long',
  8: 'marble-live',
  9: 'cyber-stream',
  28: 'cyber-zone',
  11: 'simulated-reality',
  13: 'aftermatch-vs-live',
  1001: 'sports-simulators',
  1002: 'sports-games',
  1003: 'fighting-games',
  1004: 'card-games',
  1005: 'shooters',
  1006: 'online-rpgs',
  1007: 'adventure',
  1008: 'strategy',
  1009: 'vehicular-combat-games',
  1010: 'puzzles',
  1011: 'others',
  1012: 'e-sports',
  10000: 'sport-sort',
  10001: 'top-sport',
  10002: 'play',
} as const;
export type MenuSectionCode = keyof typeof menuSections;
export type MenuSectionSlug = (typeof menuSections)[MenuSectionCode];

export function menuSectionSlug(code: number): MenuSectionSlug | undefined {
  return Object.hasOwn(menuSections, code) ? menuSections[code as MenuSectionCode] : undefined;
}

export const defaultLanguage = 'ru'; // spec §9
export const defaultPartner = 1; // spec §9

const int = { kind: 'int' } as const;
const text = { kind: 'text' } as const;
const bool = { kind: 'bool' } as const;
const idList = { kind: 'idList' } as const;
const list = { kind: 'list' } as const;
const amount = { kind: 'amount' } as const;
const object = { kind: 'object' } as const;

/**
 * The catalogue of product-spec §3. Names are the wire names. "partner id" is sent as `partner`,
 * the coefficient-view id as `cfView`, the referral user and code as `referralUser`/`referralCode`,
 * and the multi-type parameter as `multiType`; `events` and `coupons` are plain lists (of objects),
 * the other lists hold ids.
 */
export const requestParams = {
  // integer ids
  champId: int,
  gameId: int,
  sportId: int,
  countryId: int,
  regionId: int,
  userId: int,
  profileId: int,
  groupId: int,
  currencyId: int,
  stageId: int,
  projectId: int,
  categoryId: int,
  bonusId: int,
  sessionId: int,
  questionId: int,
  partner: { kind: 'int', default: defaultPartner },
  // text
  email: text,
  phone: text,
  phoneNumber: text,
  password: text,
  oldPassword: text,
  passwordConfirmation: text,
  confirmCode: text,
  smsCode: text,
  appCode: text,
  promoCode: text,
  username: text,
  comment: text,
  countryCode: text,
  lang: { kind: 'text', default: defaultLanguage },
  lng: { kind: 'text', default: defaultLanguage },
  authId: text,
  authToken: text,
  referralUser: text,
  referralCode: text,
  // booleans
  live: bool,
  virtualSports: bool,
  mobi: bool,
  adult: bool,
  isAutoBet: bool,
  avanceBet: bool,
  approvedBet: bool,
  notWait: bool,
  isPowerBet: bool,
  isExpressBoost: bool,
  countryOnly: bool,
  countryFirst: bool,
  mainEvents: bool,
  groupChamps: bool,
  getEmpty: bool,
  top: bool,
  endOtherSessions: bool,
  // lists
  sports: idList,
  champs: idList,
  games: idList,
  subGames: idList,
  teams: idList,
  topChamps: idList,
  visibleSports: idList,
  gameTypes: idList,
  events: list,
  coupons: list,
  // amounts
  Summ: amount,
  autoBetCf: amount,
  // others
  cfView: int,
  marketType: int,
  marginCode: int,
  coupon: object,
  builderCoupon: object,
  betGUID: text,
  SaleBetId: int,
  multiType: { kind: 'multiType' },
} as const satisfies RequestParamCatalogue;

export type RequestParamName = keyof typeof requestParams;

// ---- server side: parsing what the client encoded (query strings carry text only) ----

/** Base-10 integer text, e.g. "42" or "-3". */
export const queryIntSchema = z
  .string()
  .trim()
  .regex(/^-?\d+$/, 'expected a base-10 integer')
  .transform(Number)
  .pipe(z.number().int().refine(Number.isSafeInteger, 'integer out of range'));

/** Decimal text as the client sends amounts ("12.5"); a comma separator is accepted too. */
export const queryAmountSchema = z
  .string()
  .trim()
  .regex(/^-?\d+([.,]\d+)?(e[-+]?\d+)?$/i, 'expected a decimal number')
  .transform((value) => Number(value.replace(',', '.')))
  .pipe(z.number().finite());

/** Exactly "true" or "false" (spec §5: booleans are sent as true or false). */
export const queryBoolSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Comma-joined ids; duplicates removed and sorted, as the client sends them. */
export const queryIdListSchema = z
  .string()
  .trim()
  .regex(/^-?\d+(,-?\d+)*$/, 'expected comma-joined integers')
  .transform((value) => [...new Set(value.split(',').map(Number))].sort((a, b) => a - b))
  .pipe(z.array(z.number().int().refine(Number.isSafeInteger, 'integer out of range')));

/** A plain list: comma-joined scalars, or a JSON array when it holds objects. */
export const queryListSchema = z.string().transform((value, ctx): unknown[] => {
  if (!value.startsWith('[')) return value.split(',');
  const parsed = parseJson(value);
  if (Array.isArray(parsed)) return parsed;
  ctx.addIssue({ code: 'custom', message: 'expected a JSON array' });
  return z.NEVER;
});

/** An object parameter sent in a query string as JSON text. */
export const queryObjectSchema = z.string().transform((value, ctx): Record<string, unknown> => {
  const parsed = parseJson(value);
  if (isPlainRecord(parsed)) return parsed;
  ctx.addIssue({ code: 'custom', message: 'expected a JSON object' });
  return z.NEVER;
});

export const queryMultiTypeSchema = queryIntSchema.refine(
  isMultiTypeCode,
  'unknown multi-type code',
);

export const queryTextSchema = z.string();

const querySchemaByKind = {
  int: queryIntSchema,
  text: queryTextSchema,
  bool: queryBoolSchema,
  idList: queryIdListSchema,
  list: queryListSchema,
  amount: queryAmountSchema,
  object: queryObjectSchema,
  multiType: queryMultiTypeSchema,
} as const;

type QuerySchemaByKind = typeof querySchemaByKind;
type CatalogueEntry<N extends RequestParamName> = (typeof requestParams)[N];
type QueryFieldSchema<N extends RequestParamName> =
  CatalogueEntry<N> extends { readonly default: RequestParamDefault }
    ? z.ZodDefault<z.ZodOptional<QuerySchemaByKind[CatalogueEntry<N>['kind']]>>
    : z.ZodOptional<QuerySchemaByKind[CatalogueEntry<N>['kind']]>;

/** The zod schema of one catalogue parameter read from a query string. */
export function requestParamQuerySchema<N extends RequestParamName>(name: N): QueryFieldSchema<N> {
  const spec: RequestParamSpec = requestParams[name];
  const base: z.ZodType = querySchemaByKind[spec.kind];
  // The default comes from the catalogue (already in parsed form), so a missing parameter reads
  // as the value the client left out because it equalled the default (spec §5).
  const field =
    spec.default === undefined ? base.optional() : base.optional().default(spec.default);
  return field as QueryFieldSchema<N>;
}

/**
 * A zod object for the named catalogue parameters of one call, e.g.
 * `requestQuerySchema(['sports', 'lng', 'partner']).parse(request.query)`.
 * Keys not named are stripped; missing parameters are undefined or their default.
 */
export function requestQuerySchema<const N extends RequestParamName>(
  names: readonly N[],
): z.ZodObject<{ [K in N]: QueryFieldSchema<K> }> {
  const shape = Object.fromEntries(names.map((name) => [name, requestParamQuerySchema(name)]));
  return z.object(shape) as z.ZodObject<{ [K in N]: QueryFieldSchema<K> }>;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
