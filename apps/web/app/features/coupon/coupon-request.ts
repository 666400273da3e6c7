// The body of the coupon calls (spec §3 coupon payload; wire-format §3.2–3.3; decision 0025) made
// of the slip: each selection as the family places it (game, type, line — 0 for a lineless
// market —, the market group, the runner, live or line, the coefficient the player sees, and for
// several singles its own stake), the kind of bet, the stake as the player typed it, the
// odds-change policy and the attempt's key. The server reads the keys in any case and decides
// everything; the browser only asks.
import { betVids } from '@stavka/contract/betting';
import { selectionKey, type SlipSelection } from './slip-selection';

/** `singles`: several singles at once (MakeBetWebMulti), each selection with its own stake. */
export type BetKind = 'single' | 'singles' | 'express' | 'system' | 'chain' | 'anti_express';

export const allBetKinds: readonly BetKind[] = ['single', 'singles', 'express', 'system', 'chain', 'anti_express'];

/** `Vid` of each kind (wire-format §3.1; ours from 3 on). */
export const vidOf: Readonly<Record<BetKind, number>> = {
  single: betVids.single,
  singles: betVids.multi_single,
  express: betVids.express,
  system: betVids.system,
  chain: betVids.chain,
  anti_express: betVids.anti_express,
};

/** `CheckCf` (wire-format §3.3): 0 refuse any change, 1 accept a higher coefficient, 2 accept any. */
export type OddsPolicy = 0 | 1 | 2;

/** `Source` of a bet from the web slip; a one-click bet from the web (wire-format §3.3 "55 web one-click"). */
export const WEB_SOURCE = 55;

export interface CouponDraft {
  readonly selections: readonly SlipSelection[];
  readonly kind: BetKind;
  /** k of a "k of n" system. */
  readonly systemSize: number | null;
  /** The stake as typed (digits and one dot), or '' for a check without a stake. */
  readonly stake: string;
  /** Several singles: each selection's own stake by its key, where the player set one. */
  readonly stakes?: Readonly<Record<string, string>>;
  readonly policy: OddsPolicy;
  readonly lang: string;
  /** An express asks for the brand's express boost (`isExpressBoost`). */
  readonly boost?: boolean;
  /** The anti-express coefficient the player sees (checked under `CheckCf`). */
  readonly antiExpressCoef?: number | null;
}

export interface CouponBody {
  readonly Events: readonly CouponBodyEvent[];
  readonly Vid: number;
  readonly expressNum: number;
  readonly Summ?: string;
  readonly CheckCf: OddsPolicy;
  readonly Lng: string;
  readonly Source: number;
  readonly CalcSystemsMin?: boolean;
  readonly IsExpressBoost?: boolean;
  readonly AntiExpressCoef?: number;
  readonly betGUID?: string;
  readonly OneClickBet?: number;
}

export interface CouponBodyEvent {
  readonly GameId: number;
  readonly Type: number;
  readonly Param: number;
  readonly Group: number;
  readonly PlayerId: number;
  readonly Kind: 1 | 3;
  /** Decimal, as the player sees it (three decimals at most: thousandths). */
  readonly Coef: number;
  /** Several singles: this one's stake. */
  readonly Summ?: string;
}

/**
 * A coupon whose selections name only what the server places by — game, type, line and price —
 * (a lobby bet copied): the server finds the rest (wire-format §3.3 places by game, type and line).
 */
export type LooseCouponBody = Omit<CouponBody, 'Events'> & {
  readonly Events: readonly (Pick<CouponBodyEvent, 'GameId' | 'Type' | 'Param' | 'Coef'> & Partial<CouponBodyEvent>)[];
};

export function couponEvent(selection: SlipSelection, stake?: string): CouponBodyEvent {
  return {
    GameId: selection.gameId,
    Type: selection.type,
    Param: selection.param ?? 0,
    Group: selection.group,
    PlayerId: selection.playerId ?? 0,
    Kind: selection.kind,
    Coef: selection.price / 1000,
    ...(stake === undefined || stake === '' ? {} : { Summ: stake }),
  };
}

/** Several singles: the stake of one selection — its own, else the common one. */
export function selectionStake(draft: Pick<CouponDraft, 'stake' | 'stakes'>, selection: SlipSelection): string {
  return draft.stakes?.[selectionKey(selection)] || draft.stake;
}

/** The body UpdateCoupon (UpdateCouponMulti for several singles) checks; MakeBetWeb(Multi) takes the same with the attempt's key. */
export function couponBody(draft: CouponDraft): CouponBody {
  const system = draft.kind === 'system';
  const singles = draft.kind === 'singles';
  return {
    Events: draft.selections.map((selection) => couponEvent(selection, singles ? selectionStake(draft, selection) : undefined)),
    Vid: vidOf[draft.kind],
    expressNum: system ? (draft.systemSize ?? 0) : 0,
    ...(draft.stake === '' ? {} : { Summ: draft.stake }),
    CheckCf: draft.policy,
    Lng: draft.lang,
    Source: WEB_SOURCE,
    ...(system ? { CalcSystemsMin: true } : {}),
    ...(draft.kind === 'express' && draft.boost ? { IsExpressBoost: true } : {}),
    ...(draft.kind === 'anti_express' && draft.antiExpressCoef ? { AntiExpressCoef: draft.antiExpressCoef } : {}),
  };
}

/**
 * What the slip is, without its prices: the check asks again when it changes, and an unanswered
 * attempt is sent again with its key only while it holds (a price move alone is the same bet).
 */
export function draftSignature(draft: CouponDraft): string {
  return JSON.stringify([
    draft.selections.map((s) => [s.gameId, s.group, s.type, s.param, s.playerId, s.kind, draft.kind === 'singles' ? selectionStake(draft, s) : '']),
    draft.kind,
    draft.systemSize,
    draft.stake,
    draft.policy,
    draft.lang,
    draft.boost ?? false,
  ]);
}

/** A fresh key for a new attempt (DESIGN §1.3: the client makes the key). */
export function newBetGuid(): string {
  return globalThis.crypto.randomUUID();
}
