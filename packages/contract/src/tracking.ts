// Tracking batch of api-contract-spec §7.14 and §9: what the browser client posts to
// {api}/event.json and what the server route validates and stores.
import { z } from 'zod';

/** {api} of spec §7.14 under the API base path /web-api (spec §7.1). */
export const trackingApiBase = '/web-api/tracking';
export const trackingEventPath = `${trackingApiBase}/event.json`;

/** Constants of spec §9 (tracking) and §7.14 (bot filter). */
export const trackingLimits = {
  sendIntervalMs: 3_000,
  maxEventsPerBatch: 10,
  maxRequestsPerSecond: 5,
  sessionIdleTimeoutMs: 1_800_000,
  botRouteChanges: 5,
  botWindowMs: 5_000,
  maxTextLength: 256,
  maxAbIds: 50,
} as const;

/**
 * Event codes. 1–10000 are the codes of spec §7.14. The spec's own table of analytic steps is not
 * shown, so the steps of product-spec §4 take codes of our own in 2000–2999: 2000 route change,
 * 21xx registration, 22xx lost password, 23xx bet sale.
 */
export const trackingEventCodes = {
  init: 1,
  login: 3,
  registration: 1000,
  firstDeposit: 1531,
  reDeposit: 1532,
  successfulBet: 10000,

  routeChange: 2000,

  registrationPhoneCodeSent: 2101,
  registrationPhoneCodeApproved: 2102,
  registrationPhoneCodeError: 2103,
  registrationEmailApproval: 2104,

  lostPasswordCall: 2201,
  lostPasswordCode: 2202,
  lostPasswordSent: 2203,
  lostPasswordSmsPush: 2204,
  lostPasswordApprove: 2205,
  lostPasswordRepeat: 2206,
  lostPasswordFailCode: 2207,
  lostPasswordFailPass: 2208,
  lostPasswordSave: 2209,
  lostPasswordSuccess: 2210,
  lostPasswordError: 2211,

  betSalePageCall: 2301,
  betSaleFullAccept: 2302,
  betSaleOneClickAccept: 2303,
  betSaleAutoAccept: 2304,
  betSaleDone: 2305,
  betSaleError: 2306,

  /** A captcha closed or expired (spec §4): metadata i1 elapsed ms, s1 reason, s2 type. */
  captchaFailure: 2401,
} as const;

export type TrackingEventName = keyof typeof trackingEventCodes;
export type TrackingEventCode = (typeof trackingEventCodes)[TrackingEventName];

const knownCodes: ReadonlySet<number> = new Set(Object.values(trackingEventCodes));

export function isTrackingEventCode(code: number): code is TrackingEventCode {
  return knownCodes.has(code);
}

const metaInt = z.number().int().refine(Number.isSafeInteger, 'integer out of range').optional();
const metaFloat = z.number().finite().optional();
const metaText = z.string().max(trackingLimits.maxTextLength).optional();

/** Metadata of an event: numeric keys i1–i3 (integers), f1–f3 (decimals), text keys s1–s3. */
export const trackingMetadataSchema = z.strictObject({
  i1: metaInt,
  i2: metaInt,
  i3: metaInt,
  f1: metaFloat,
  f2: metaFloat,
  f3: metaFloat,
  s1: metaText,
  s2: metaText,
  s3: metaText,
});
export type TrackingMetadata = z.infer<typeof trackingMetadataSchema>;

export const trackingEventSchema = z.object({
  /** Epoch milliseconds, corrected by the server clock offset when known. */
  timestamp: z.number().int().positive(),
  code: z.number().int().refine(isTrackingEventCode, 'unknown event code'),
  metadata: trackingMetadataSchema.optional(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

const screenSide = z.number().int().min(0).max(100_000);

export const trackingBatchSchema = z.object({
  /** The device id, kept in browser storage. */
  uuid: z.uuid(),
  sessionId: z.uuid(),
  userId: z.number().int().positive().optional(),
  screen: z.object({ w: screenSide, h: screenSide }),
  /** A/B test ids the player takes part in. */
  ab: z.array(z.string().min(1).max(64)).max(trackingLimits.maxAbIds),
  events: z.array(trackingEventSchema).min(1).max(trackingLimits.maxEventsPerBatch),
});
export type TrackingBatch = z.infer<typeof trackingBatchSchema>;
