import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { combinationCount } from '@stavka/domain/betting/bet-maths';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { SignInLink, useRememberHere } from '../../shared/sign-in-link';
import { Button } from '../../shared/ui/button';
import type { PlaceBlock, SlipModel } from './slip-model';
import { placementLabel } from './slip-placement';
import { SlipOptionsField } from './slip-options-field';
import { StakeField } from './stake-field';
import type { useSlipForm } from './use-slip-form';
import { VipRequest } from './vip-request';
import styles from './slip-form.module.css';

type SlipForm = ReturnType<typeof useSlipForm>;

/** What stops the stake, said on the stake field (several singles: each selection says its own). */
function stakeError(t: TFunction, model: SlipModel, money: (minor: bigint) => string): string | null {
  if (model.kind.kind === 'singles') return model.stake.kind === 'invalid' ? t('bet_stake_invalid') : model.block === 'above_balance' ? t('bet_stake_above_balance') : null;
  switch (model.block) {
    case 'stake_invalid':
      return t('bet_stake_invalid');
    case 'below_min':
      return t('bet_stake_below_min', { amount: money(model.min ?? 0n) });
    case 'above_max':
      return t('bet_stake_above_max', { amount: money(model.max ?? 0n) });
    case 'above_balance':
      return t('bet_stake_above_balance');
    default:
      return null;
  }
}

/** What stops the slip as a whole, said above the place button. */
const slipNotes: Partial<Record<PlaceBlock, 'bet_note_selection_blocked' | 'bet_note_same_game'>> = {
  selection_blocked: 'bet_note_selection_blocked',
  same_game: 'bet_note_same_game',
};

function limitsHint(t: TFunction, model: SlipModel, money: (minor: bigint) => string): string | null {
  if (model.min === null) return null;
  return model.max === null ? t('bet_limits_min', { min: money(model.min) }) : t('bet_limits', { min: money(model.min), max: money(model.max) });
}

function Row({ label, value, win = false }: { label: string; value: string; win?: boolean }) {
  return (
    <div className={styles.summaryRow}>
      <dt>{label}</dt>
      <dd className={win ? styles.win : undefined} data-testid={win ? 'possible-win' : undefined}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The bet of the slip (UX.md): the stake with the brand's presets and "max", the possible win as the
 * stake is typed, the maximum payout, and one place button — or, for a guest, the way to sign in.
 */
export function SlipBet({ form }: { form: SlipForm }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const remember = useRememberHere();
  const { model, money } = form;
  const boostId = useId();
  const busy = form.placement.phase === 'sending' || placementLabel(form.placement) === 'waiting';
  const note = model.block ? slipNotes[model.block] : undefined;
  const combinations = model.kind.kind === 'system' && model.kind.systemSize !== null ? combinationCount(model.n, model.kind.systemSize) : null;
  // A stake above the maximum may go as a VIP request: a single or an express, where the brand takes them.
  const vipOffered = form.signedIn && model.block === 'above_max' && (model.kind.kind === 'single' || model.kind.kind === 'express') && site.betting?.vipBets !== false;
  return (
    <div className={styles.bet}>
      <StakeField
        value={form.stakeText}
        onChange={form.setStake}
        currency={form.currency}
        scale={form.scale}
        presets={form.presets}
        most={model.most}
        money={money}
        hint={limitsHint(t, model, money)}
        error={stakeError(t, model, money)}
      />
      {model.boostOffered && (
        <div className={styles.switchRow}>
          <input id={boostId} type="checkbox" className={styles.switch} checked={form.boost} onChange={(event) => form.setBoost(event.target.checked)} />
          <label htmlFor={boostId}>{t('bet_boost', { percent: model.boostOffered.percent })}</label>
        </div>
      )}
      <SlipOptionsField form={form} />
      <dl className={styles.summary}>
        {model.total !== null && <Row label={t('bet_singles_total')} value={money(model.total)} />}
        {combinations !== null && <Row label={t('bet_system_combinations')} value={combinations.toString()} />}
        {model.money && model.money.stakeTax > 0n && <Row label={t('bet_stake_tax')} value={money(model.money.stakeTax)} />}
        {model.money?.boost?.applied && model.money.boost.amount > 0n && <Row label={t('bet_boost_amount')} value={money(model.money.boost.amount)} />}
        {model.money && model.money.payoutTax > 0n && <Row label={t(model.money.taxReturned ? 'bet_payout_tax_returned' : 'bet_payout_tax')} value={money(model.money.payoutTax)} />}
        <Row label={t('bet_possible_win')} value={model.potential === null ? '—' : money(model.potential)} win />
        {model.maxPayout !== null && <Row label={t('bet_max_payout')} value={money(model.maxPayout)} />}
      </dl>
      {model.money?.capped && <p className={styles.note}>{t('bet_max_payout_reached')}</p>}
      {note && <p className={styles.note}>{t(note)}</p>}
      {model.block === 'above_balance' && form.signedIn && (
        <AppLink className={styles.depositLink} to={href('office_recharge', { lng: site.lang })}>
          {t('bet_deposit')}
        </AppLink>
      )}
      {vipOffered && <VipRequest body={model.body} signature={form.signature} />}
      {form.signedIn ? (
        <Button variant="primary" block loading={busy} disabled={!form.retrying && model.block !== null} onClick={form.place} data-testid="place-bet">
          {form.retrying ? t('bet_place_again') : model.options.autoBet ? t('bet_place_auto') : t('bet_place')}
        </Button>
      ) : (
        <div className={styles.guest}>
          <p className={styles.note}>{t('bet_guest_prompt')}</p>
          <div className={styles.guestLinks}>
            <SignInLink className={styles.signIn}>{t('bet_sign_in')}</SignInLink>
            <AppLink to={href('registration', { lng: site.lang })} onClick={remember}>
              {t('bet_register')}
            </AppLink>
          </div>
        </div>
      )}
    </div>
  );
}
