// The names of a bet's legs for the player's bets (features/bets) and of the outcomes the slip's
// builder and duels offer (features/coupon, features/duels): the market and outcome by the
// sportsbook's tables of wire-format §2.1 — features that meet here, as features never import
// each other.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DescribeLeg } from '../features/bets/bet-format';
import { marketName, outcomeName } from '../features/sportsbook/market-names';

/** A market's and an outcome's names by group, type and line (a market of group 0 is unknown: "" ). */
export function useNameOutcome(): (ref: { readonly group: number; readonly type: number; readonly param: number | null }) => { readonly market: string; readonly outcome: string } {
  const { t } = useTranslation();
  return useMemo(
    () => (ref) => ({
      market: ref.group === 0 ? '' : marketName(t, ref.group),
      outcome: outcomeName(t, { group: ref.group, type: ref.type, param: ref.param, playerName: null }),
    }),
    [t],
  );
}

export function useDescribeLeg(): DescribeLeg {
  const { t } = useTranslation();
  return useMemo<DescribeLeg>(
    () => (leg) => ({
      market: marketName(t, leg.group),
      outcome: outcomeName(t, { group: leg.group, type: leg.type, param: leg.param, playerName: null }),
    }),
    [t],
  );
}
