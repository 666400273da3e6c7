import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@stavka/domain/money';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { formatMoney } from '@stavka/i18n/format';
import { refusalText } from '../../shared/bet-refusals';
import { useRootData } from '../../shared/root-data';
import { Button, IconButton } from '../../shared/ui/button';
import { useBuilder, useBuilderPlacement } from './builder-context';
import { builderModel, type BuilderBlock, type BuilderModel } from './builder-model';
import { builderBody } from './builder-request';
import { builderLegKey } from './builder-store';
import { useSlipAccount, useSlipSettings } from './coupon-context';
import { PlacementStatus } from './placement-status';
import { priceText } from './slip-item';
import { isoScale, stakePresets } from './slip-money';
import { placementLabel } from './slip-placement';
import { StakeField } from './stake-field';
import { useBuilderCheck } from './use-builder-check';
import styles from './coupon-panel.module.css';
import form from './slip-form.module.css';

function stakeError(t: TFunction, model: BuilderModel, money: (minor: bigint) => string): string | null {
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

const notes: Partial<Record<BuilderBlock, 'builder_note_one_leg' | 'bet_note_selection_blocked'>> = {
  one_leg: 'builder_note_one_leg',
  leg_blocked: 'bet_note_selection_blocked',
};

/**
 * The bet builder in the slip (decision 0026): the game, its legs (each with its own price now),
 * the price of them together next to their product, why the server will not take them together in
 * words, the stake and what it would pay, and one place button (MakeBetWebBuilder) that shows a live
 * bet's wait, then the bet number or the refusal.
 */
export function BuilderSlip({ oddsFormat, lang }: { oddsFormat: OddsFormat; lang: string }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const { state, store } = useBuilder();
  const { state: placing, placement } = useBuilderPlacement();
  const { settings } = useSlipSettings();
  const account = useSlipAccount();
  const titleId = useId();
  const currency = account?.currency ?? site.defaultCurrency;
  const scale = account?.scale ?? isoScale(currency);
  const balance = viewer && account ? toMinorUnits(account.available, account.scale) : null;
  const check = useBuilderCheck(state, { policy: settings.checkCf, lang: site.lang, userId: viewer?.userId ?? null, currency: account?.currency ?? null, scale });
  const model = builderModel({ legs: state.legs, stakeText: state.stake, scale, balance, checked: check.data, checking: check.isPending && check.fetchStatus !== 'idle' });
  const money = useMemo(() => (minor: bigint) => formatMoney(minor, { code: currency, scale }, site.lang), [currency, scale, site.lang]);
  const { game } = state;
  if (!game || state.legs.length === 0) {
    // The bet took the builder's legs: what became of it stays until the player goes on.
    if (placing.phase === 'idle') return null;
    return (
      <section className={styles.builder} aria-labelledby={titleId} data-builder-slip="">
        <h3 id={titleId} className={styles.builderTitle}>
          {t('builder_slip_title')}
        </h3>
        <PlacementStatus state={placing} onDismiss={() => placement.dismiss()} />
      </section>
    );
  }
  const busy = placing.phase === 'sending' || placementLabel(placing) === 'waiting';
  const stake = model.stake.kind === 'ok' ? state.stake.trim() : '';
  const body = builderBody(game.gameId, state.legs, { stake, policy: settings.checkCf, lang: site.lang, coef: model.coefficient === null ? null : model.coefficient / 1000 });
  const signature = JSON.stringify([state.legs.map(builderLegKey), stake, settings.checkCf]);
  const note = model.block ? notes[model.block] : undefined;
  const event = t('sportsbook_event_teams', { team1: game.team1, team2: game.team2 });
  return (
    <section className={styles.builder} aria-labelledby={titleId} data-builder-slip="">
      <h3 id={titleId} className={styles.builderTitle}>
        {t('builder_slip_title')}
        <span className={styles.builderEvent}>{event}</span>
      </h3>
      <ul className={styles.items} aria-label={t('builder_legs')}>
        {state.legs.map((leg, index) => (
          <li key={builderLegKey(leg)} className={styles.item} data-leg={builderLegKey(leg)}>
            <div className={styles.itemText}>
              <span className={styles.market}>{leg.period === '' ? leg.marketName : `${leg.period}. ${leg.marketName}`}</span>
              <span className={styles.outcome}>{leg.outcomeName}</span>
            </div>
            <span className={styles.price}>{priceText(model.prices[index] ?? leg.price, oddsFormat, lang)}</span>
            <IconButton icon="close" size="s" label={t('builder_remove', { outcome: leg.outcomeName })} onClick={() => store.remove(leg)} className={styles.remove} />
          </li>
        ))}
      </ul>
      <dl className={form.summary}>
        <div className={form.summaryRow}>
          <dt>{t('builder_coefficient')}</dt>
          <dd className={form.win} data-builder-coef={model.coefficient ?? ''}>
            {model.coefficient === null ? '—' : priceText(model.coefficient, oddsFormat, lang)}
          </dd>
        </div>
        {model.product !== null && model.coefficient !== null && (
          <div className={form.summaryRow}>
            <dt>{t('builder_product')}</dt>
            <dd>{priceText(model.product, oddsFormat, lang)}</dd>
          </div>
        )}
      </dl>
      {model.refusal !== null && (
        <p className={form.result} data-kind="error" role="status">
          {refusalText(t, model.refusal)}
        </p>
      )}
      {note && <p className={form.note}>{t(note)}</p>}
      <StakeField
        value={state.stake}
        onChange={(text) => store.setStake(text)}
        currency={currency}
        scale={scale}
        presets={stakePresets(site.amount_tmpl ?? [], scale)}
        most={null}
        money={money}
        label={t('builder_stake_in', { currency })}
        hint={model.min === null ? null : model.max === null ? t('bet_limits_min', { min: money(model.min) }) : t('bet_limits', { min: money(model.min), max: money(model.max) })}
        error={stakeError(t, model, money)}
      />
      <dl className={form.summary}>
        <div className={form.summaryRow}>
          <dt>{t('bet_possible_win')}</dt>
          <dd className={form.win} data-testid="builder-possible-win">
            {model.potential === null ? '—' : money(model.potential)}
          </dd>
        </div>
      </dl>
      {viewer ? (
        <Button variant="primary" block loading={busy} disabled={!placement.isRetry(signature) && model.block !== null} onClick={() => void placement.place(body, signature)} data-testid="place-builder">
          {placement.isRetry(signature) ? t('bet_place_again') : t('builder_place')}
        </Button>
      ) : (
        <p className={form.note}>{t('bet_guest_prompt')}</p>
      )}
      <PlacementStatus state={placing} onDismiss={() => placement.dismiss()} />
      <Button variant="ghost" size="s" icon="trash" onClick={() => store.clear()} className={styles.clear}>
        {t('builder_clear')}
      </Button>
    </section>
  );
}
