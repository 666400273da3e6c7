// A refused coupon or bet in the player's words (issue 12: "the refusal's reason in words"; UX.md:
// errors say what happened and what to try). The server names the reason by `ErrorCode`
// (contract/betting.ts) when it refuses at once, and by the code's name in the bet's `refusal` when
// a live bet is refused after its wait. Every code has its text; the table is checked by type.
import type { TFunction } from 'i18next';
import { betErrorCodes, type BetErrorCode } from '@stavka/contract/betting';
import type { MessageKey } from '@stavka/i18n/dictionaries';

export type RefusalName = keyof typeof betErrorCodes;

const refusalKeys: Readonly<Record<RefusalName, MessageKey>> = {
  malformed: 'bet_refusal_malformed',
  tooManyEvents: 'bet_refusal_too_many_events',
  sameGameTwice: 'bet_refusal_same_game_twice',
  systemSize: 'bet_refusal_system_size',
  chainInvalid: 'bet_refusal_chain_invalid',
  antiExpressInvalid: 'bet_refusal_anti_express_invalid',
  eventClosed: 'bet_refusal_event_closed',
  eventBlocked: 'bet_refusal_event_blocked',
  gameStarted: 'bet_refusal_game_started',
  oddsChanged: 'bet_refusal_odds_changed',
  scoreChanged: 'bet_refusal_score_changed',
  stakeBelowMin: 'bet_refusal_stake_below_min',
  stakeAboveMax: 'bet_refusal_stake_above_max',
  payoutAboveMax: 'bet_refusal_payout_above_max',
  insufficientFunds: 'bet_refusal_insufficient_funds',
  accountUnavailable: 'bet_refusal_account_unavailable',
  oneClickOff: 'bet_refusal_one_click_off',
  duplicateRequest: 'bet_refusal_duplicate_request',
  couponNotFound: 'bet_refusal_coupon_not_found',
  couponEventsFinished: 'bet_refusal_coupon_events_finished',
  saleUnavailable: 'bet_refusal_sale_unavailable',
  saleOfferMoved: 'bet_refusal_sale_offer_moved',
  saleAmountAboveOffer: 'bet_refusal_sale_amount_above_offer',
  saleRestBelowMinimum: 'bet_refusal_sale_rest_below_minimum',
  betNotOpen: 'bet_refusal_bet_not_open',
  betNotFound: 'bet_refusal_bet_not_found',
  builderNotOffered: 'bet_refusal_builder_not_offered',
  builderSameMarket: 'bet_refusal_builder_same_market',
  builderContradictory: 'bet_refusal_builder_contradictory',
  builderImplied: 'bet_refusal_builder_implied',
  builderUnpriceable: 'bet_refusal_builder_unpriceable',
  duelInvalid: 'bet_refusal_duel_invalid',
  autoBetInvalid: 'bet_refusal_auto_bet_invalid',
  requestNotFound: 'bet_refusal_request_not_found',
  advanceUnavailable: 'bet_refusal_advance_unavailable',
  vipNotAllowed: 'bet_refusal_vip_not_allowed',
  vipWithinMaximum: 'bet_refusal_vip_within_maximum',
  vipNotApproved: 'bet_refusal_vip_not_approved',
  powerBetUnavailable: 'bet_refusal_power_bet_unavailable',
  promoInvalid: 'bet_refusal_promo_invalid',
  bonusAccountInvalid: 'bet_refusal_bonus_account_invalid',
  bonusStakeUnavailable: 'bet_refusal_bonus_stake_unavailable',
  couponEventRefused: 'bet_refusal_coupon_event_refused',
};

export const refusalMessageKeys: Readonly<Record<RefusalName, MessageKey>> = refusalKeys;
const byCode = new Map<number, RefusalName>(Object.entries(betErrorCodes).map(([name, code]) => [code, name as RefusalName]));

export function refusalNameOfCode(code: number): RefusalName | undefined {
  return byCode.get(code);
}

function isRefusalName(name: string): name is RefusalName {
  return Object.hasOwn(betErrorCodes, name);
}

/** Whether a reason the server kept is a refusal's name (else it is words of its own, e.g. an operator's). */
export function isRefusalReason(reason: string | null): reason is RefusalName {
  return reason !== null && isRefusalName(reason);
}

/** Refusals that are not the bet's own but the call's (the family envelope names the HTTP status). */
const byHttpStatus: Readonly<Record<number, MessageKey>> = {
  403: 'bet_refusal_forbidden',
  429: 'bet_refusal_rate_limited',
};

/** The words for a refusal by its `ErrorCode`; an unknown code says the bet was not taken. */
export function refusalText(t: TFunction, code: BetErrorCode | number): string {
  const name = refusalNameOfCode(code);
  return t(name ? refusalKeys[name] : (byHttpStatus[code] ?? 'bet_refusal_other'));
}

/** The words for a live bet's refusal after its wait (the reason's name, as the bet keeps it). */
export function refusalReasonText(t: TFunction, reason: string | null): string {
  return t(reason !== null && isRefusalName(reason) ? refusalKeys[reason] : 'bet_refusal_other');
}
