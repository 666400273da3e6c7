// The slip's state for its form: the selections, the kind and stake the player set, the settings
// they keep, the account they bet from (or, for a guest, the brand's currency), the checked coupon,
// and the model of it all (slip-model.ts) with the options the brand and the player's standing offer
// now (the advance, the power bet, the lobby); with the actions of the form.
import { useMemo } from 'react';
import { toMinorUnits } from '@stavka/domain/money';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { formatMoney } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import type { KindChoice } from './bet-kinds';
import { usePlacement, useSlip, useSlipAccount, useSlipDraft, useSlipSettings } from './coupon-context';
import { draftSignature, type OddsPolicy } from './coupon-request';
import { isoScale, stakePresets } from './slip-money';
import { slipModel } from './slip-model';
import type { OptionOffer, SlipOptions } from './slip-options';
import { useAdvance } from './use-advance';
import { useSlipCheck } from './use-slip-check';

export function useSlipForm(oddsFormat: OddsFormat) {
  const { site, viewer } = useRootData();
  const slip = useSlip();
  const { state: draftState, draft } = useSlipDraft();
  const { settings, update } = useSlipSettings();
  const { state: placementState, placement } = usePlacement();
  const account = useSlipAccount();
  const signedIn = viewer !== null;
  const currency = account?.currency ?? site.defaultCurrency;
  const scale = account?.scale ?? isoScale(currency);
  const balance = account ? toMinorUnits(account.available, account.scale) : null;
  const advance = useAdvance({ userId: viewer?.userId ?? null, currency: signedIn ? (account?.currency ?? null) : null });
  const standing = advance.data && advance.data.Currency === currency ? advance.data : null;
  const brand = site.betting;
  const offer: OptionOffer = {
    advance: standing ? toMinorUnits(standing.AvanceExact, scale) : 0n,
    powerBet: brand && brand.powerBet.percent > 0 ? brand.powerBet : null,
    // The brand's default is an open lobby; the server publishes nothing where it is closed.
    lobby: brand?.lobby ?? true,
  };
  const base = {
    selections: slip.selections,
    choice: draftState.choice,
    stakeText: draftState.stake,
    stakes: draftState.stakes,
    boost: draftState.boost,
    policy: settings.checkCf,
    lang: site.lang,
    currency,
    scale,
    balance: signedIn ? balance : null,
    options: draftState.options,
    offer,
    oddsFormat,
  };
  const first = slipModel({ ...base, checked: undefined, checking: false });
  const check = useSlipCheck(first.draft, { userId: viewer?.userId ?? null, currency: account?.currency ?? null }, scale);
  const model = slipModel({ ...base, checked: check.data, checking: check.isPending && check.fetchStatus !== 'idle' });
  // An unanswered attempt is sent again with its key only while the bet and its options are the same.
  const signature = `${draftSignature(model.draft)}|${JSON.stringify(model.options)}`;
  const money = useMemo(() => (minor: bigint) => formatMoney(minor, { code: currency, scale }, site.lang), [currency, scale, site.lang]);
  const presets = stakePresets(site.amount_tmpl ?? [], scale);
  return {
    model,
    check,
    currency,
    scale,
    money,
    presets,
    signedIn,
    account,
    oddsFormat,
    offer,
    owed: standing && standing.Owed > 0 ? toMinorUnits(standing.OwedExact, scale) : 0n,
    options: draftState.options,
    setOptions: (change: Partial<SlipOptions>) => draft.setOptions(change),
    stakeText: draftState.stake,
    stakes: draftState.stakes,
    boost: draftState.boost,
    policy: settings.checkCf,
    placement: placementState,
    signature,
    retrying: placement.isRetry(signature),
    setStake: (text: string) => draft.setStake(text),
    setSelectionStake: (key: string, text: string) => draft.setSelectionStake(key, text),
    setBoost: (boost: boolean) => draft.setBoost(boost),
    choose: (choice: KindChoice) => draft.choose(choice),
    setPolicy: (policy: OddsPolicy) => update({ check_cf: policy }),
    place: () => void placement.place(model.placeBody, signature),
    dismiss: () => placement.dismiss(),
  };
}
