// One-click betting (issue 12: "`oneClickBet` with a saved stake"): with the switch on, a price
// press places a single on that outcome at once, with the saved stake and the odds-change policy,
// and the result shows as a toast — the slip itself is left as it is. The bet is a MakeBetWeb like
// any other, with its own key and `OneClickBet`; a live one waits for its decision the same way.
import { fromMinorUnits } from '@stavka/domain/money';
import type { BettingApi } from './betting-api';
import type { BetDecisions } from './bet-decisions';
import { couponBody, newBetGuid } from './coupon-request';
import { readStake } from './slip-money';
import type { SlipSelection } from './slip-selection';
import type { SlipSettings } from './slip-settings';
import type { SlipPick, SlipStore, ToggleResult } from './slip-store';

/** The account a signed-in player bets from (the layout hands it in from the wallet). */
export interface SlipAccount {
  readonly currency: string;
  readonly scale: number;
  /** Money available, exact decimal text. */
  readonly available: string;
}

export type OneClickReport =
  | { readonly kind: 'placing'; readonly pick: SlipPick }
  | { readonly kind: 'waiting'; readonly pick: SlipPick; readonly betId: number; readonly waitSeconds: number }
  | { readonly kind: 'accepted'; readonly pick: SlipPick; readonly betId: number }
  | { readonly kind: 'refused'; readonly pick: SlipPick; readonly code: number | null; readonly reason: string | null }
  | { readonly kind: 'unknown'; readonly pick: SlipPick; readonly betId: number }
  | { readonly kind: 'unanswered'; readonly pick: SlipPick }
  | { readonly kind: 'signed_out'; readonly pick: SlipPick };

export interface OneClickDeps {
  readonly api: Pick<BettingApi, 'place'>;
  readonly decisions: Pick<BetDecisions, 'wait'>;
  readonly lang: string;
  readonly report: (report: OneClickReport) => void;
}

/**
 * The stake a one-click bet goes with, as the exact text the server reads; null when it cannot go
 * (off, no stake, or a stake saved in another currency than the account the player bets from).
 */
export function oneClickStake(settings: SlipSettings, account: SlipAccount | null): string | null {
  const { enabled, stake, currency } = settings.oneClick;
  if (!enabled || stake === null || account === null || currency !== account.currency) return null;
  const read = readStake(stake, account.scale);
  return read.kind === 'ok' ? fromMinorUnits(read.minor, account.scale) : null;
}

export async function placeOneClick(pick: SlipPick, stake: string, policy: SlipSettings['checkCf'], deps: OneClickDeps): Promise<void> {
  const selection: SlipSelection = { ...pick, move: null, movedAt: null };
  const guid = newBetGuid();
  const body = { ...couponBody({ selections: [selection], kind: 'single', systemSize: null, stake, policy, lang: deps.lang }), betGUID: guid, OneClickBet: 1 };
  deps.report({ kind: 'placing', pick });
  const outcome = await deps.api.place(body);
  switch (outcome.kind) {
    case 'ok': {
      const bet = outcome.value;
      if (bet.Status !== 'waiting') {
        deps.report(bet.Status === 'refused' ? { kind: 'refused', pick, code: null, reason: null } : { kind: 'accepted', pick, betId: bet.Id });
        return;
      }
      deps.report({ kind: 'waiting', pick, betId: bet.Id, waitSeconds: bet.waitTime });
      const decision = await deps.decisions.wait(bet.Id, bet.waitTime);
      if (decision.status === 'accepted') deps.report({ kind: 'accepted', pick, betId: bet.Id });
      else if (decision.status === 'refused') deps.report({ kind: 'refused', pick, code: null, reason: decision.reason });
      else deps.report({ kind: 'unknown', pick, betId: bet.Id });
      return;
    }
    case 'refused':
      deps.report({ kind: 'refused', pick, code: outcome.code, reason: null });
      return;
    case 'signed_out':
      deps.report({ kind: 'signed_out', pick });
      return;
    case 'unanswered':
      deps.report({ kind: 'unanswered', pick });
  }
}

/** Where the slip's sink sends a price press: to one-click betting while it is on, else to the slip. */
export interface PressTarget {
  /** The stake of a one-click bet now, or null to put the press in the slip. */
  oneClickStake(): string | null;
  placeOneClick(pick: SlipPick, stake: string): void;
}

export type SinkToggleResult = ToggleResult | 'placing';

/**
 * The slip store as the sportsbook's price buttons see it: a press places a one-click bet while
 * one-click betting is on; adding to the slip on purpose (`to: 'slip'`, e.g. an express of the day)
 * always goes to the slip.
 */
export function pressSink(store: SlipStore, target: PressTarget) {
  return {
    subscribe: store.subscribe,
    isSelected: store.isSelected,
    watchTargets: store.watchTargets,
    applyUpdates: store.applyUpdates,
    toggle(pick: SlipPick, to?: 'slip'): SinkToggleResult {
      const stake = to === 'slip' ? null : target.oneClickStake();
      if (stake === null) return store.toggle(pick);
      target.placeOneClick(pick, stake);
      return 'placing';
    },
  };
}
