import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { betVids, couponSchema, type Coupon } from '@stavka/contract/betting';
import type { Database } from '@stavka/db/client';
import { savedCoupons } from '@stavka/db/schema';
import type { BettingContext } from './context';
import { checkLegs, type CheckedLeg } from './coupon-check';
import { refusal } from './refusal';

// Slips shared by code (SaveCoupon / GetCoupon, wire-format §3.1). A code is ten characters from an
// alphabet without look-alikes (no 0/O, 1/I): 32^10 ≈ 10^15 codes, drawn by the system's CSPRNG, so
// one cannot be guessed — and the read's misses are limited per address besides (coupon-routes.ts).
// A code lives SAVED_COUPON_DAYS and is read under any partner of the deployment. The slip is saved
// only when every selection can be bet on now; when it is read back, selections whose game has
// started, finished or left the line are dropped (and the reader told).

export const SAVED_COUPON_DAYS = 7;
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;
export const couponCodePattern = /^[2-9A-HJ-NP-Za-hj-np-z]{10}$/;

export function newCouponCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a saved slip keeps: the coupon's own fields (keys folded), each selection as the feed names it. */
function storedCoupon(coupon: Coupon, legs: readonly CheckedLeg[]): Coupon {
  return {
    events: legs.map((leg) => ({
      gameid: leg.quote?.gameId ?? leg.event.gameid,
      type: leg.event.type,
      param: leg.quote?.param ?? 0,
      ...(leg.quote ? { group: leg.quote.group, kind: leg.quote.kind } : {}),
      ...(leg.event.playerid ? { playerid: leg.event.playerid } : {}),
      ...(leg.event.summ === undefined ? {} : { summ: leg.event.summ }),
    })),
    // The family stores a type it does not know as an express (wire-format §3.1).
    vid: Object.values(betVids).some((vid) => vid === coupon.vid) ? coupon.vid : betVids.express,
    ...pick(coupon, ['summ', 'expressnum', 'checkcf', 'notwait', 'droponscorechange', 'eventsindexes', 'groupssumms', 'antiexpresscoef', 'isexpressboost']),
  };
}

function pick<K extends keyof Coupon>(coupon: Coupon, keys: readonly K[]): Partial<Pick<Coupon, K>> {
  const picked: Partial<Pick<Coupon, K>> = {};
  for (const key of keys) if (coupon[key] !== undefined) picked[key] = coupon[key];
  return picked;
}

export async function saveCoupon(ctx: BettingContext, siteId: number, coupon: Coupon, maxEvents: number): Promise<string> {
  if (coupon.events.length > maxEvents) throw refusal('tooManyEvents', `The number of events on the bet slip must not exceed ${maxEvents}`);
  assertAmounts(coupon);
  const now = ctx.now();
  const legs = checkLegs(ctx.feed, coupon.events, { checkCf: 2, transformEventKind: false, nowSeconds: Math.floor(now.getTime() / 1000) });
  const refused = legs.findIndex((leg) => leg.problem === 'eventClosed' || leg.problem === 'gameStarted');
  if (refused >= 0) {
    throw refusal('couponEventRefused', `The selection on game ${legs[refused]?.event.gameid} cannot be bet on, so the slip was not saved`, { position: refused });
  }
  const expiresAt = new Date(now.getTime() + SAVED_COUPON_DAYS * 86_400_000);
  await purgeExpired(ctx.db, now);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCouponCode();
    const inserted = await ctx.db
      .insert(savedCoupons)
      .values({ code, siteId, coupon: storedCoupon(coupon, legs), createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ code: savedCoupons.code });
    if (inserted.length === 1) return code;
  }
  throw new Error('betting: no free coupon code after five draws');
}

export interface LoadedCoupon {
  coupon: Coupon;
  /** The selections still open, with their places in the saved slip. */
  legs: { leg: CheckedLeg; position: number }[];
  removed: boolean;
}

/** A saved slip by its code (any case), with the selections that can still be bet on; undefined when there is none. */
export async function loadCoupon(ctx: BettingContext, code: string): Promise<LoadedCoupon | undefined> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(savedCoupons)
    .where(and(eq(savedCoupons.code, code.toUpperCase()), gt(savedCoupons.expiresAt, now)));
  const parsed = row ? couponSchema.safeParse(row.coupon) : undefined;
  if (!parsed?.success) return undefined;
  const coupon = parsed.data;
  const checked = checkLegs(ctx.feed, coupon.events, { checkCf: 2, transformEventKind: false, nowSeconds: Math.floor(now.getTime() / 1000) });
  const legs = checked.flatMap((leg, position) => (leg.quote && leg.problem !== 'eventClosed' && leg.problem !== 'gameStarted' ? [{ leg, position }] : []));
  if (legs.length === 0) throw refusal('couponEventsFinished', 'Events in the downloaded bet slip have finished');
  return { coupon, legs, removed: legs.length < checked.length };
}

/** A stake kept with a slip: a plain decimal, as a bet reads one (its currency's scale is checked when it is placed). */
const PLAIN_STAKE = /^\d{1,15}(\.\d{1,8})?$/;

/** Stakes kept with a slip are plain amounts: what is read back is what a bet can take. */
function assertAmounts(coupon: Coupon): void {
  const amounts = [coupon.summ, ...(coupon.groupssumms ?? []), ...coupon.events.map((event) => event.summ)];
  for (const amount of amounts) {
    if (amount !== undefined && !PLAIN_STAKE.test(String(amount))) throw refusal('malformed', 'A stake on the slip is not an amount');
  }
}

/** Expired slips go, a batch at a time, whenever one is saved. */
async function purgeExpired(db: Database, now: Date): Promise<void> {
  const expired = db.select({ code: savedCoupons.code }).from(savedCoupons).where(lte(savedCoupons.expiresAt, now)).limit(100);
  await db.delete(savedCoupons).where(inArray(savedCoupons.code, expired));
}
