import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { Button } from '../../shared/ui/button';
import { useBuilderLegCount } from './builder-context';
import { BettingMore } from './betting-more';
import { BuilderSlip } from './builder-slip';
import { useSlip, useSlipBelow, useSlipStore } from './coupon-context';
import { KindSwitch } from './kind-switch';
import { OddsPolicyField } from './odds-policy-field';
import { PlayerSlipSettings } from './player-slip-settings';
import { PlacementStatus } from './placement-status';
import { SelectionStake } from './selection-stake';
import { SlipBet } from './slip-bet';
import { LoadSlipForm, ShareSlip } from './slip-share';
import { selectionKey } from './slip-selection';
import { priceText, SlipItem } from './slip-item';
import { useSlipForm } from './use-slip-form';
import styles from './coupon-panel.module.css';

export interface CouponPanelProps {
  /** The player's odds format (the sportsbook's switcher owns it). */
  readonly oddsFormat: OddsFormat;
  /** The page language (digits of the prices). */
  readonly lang: string;
  /** Without its own title inside a dialog that already has one. */
  readonly titled?: boolean;
}

/**
 * The bet slip panel (UX.md "The bet slip"): the kind of bet, the selections with live prices, the
 * stake with presets and "max", the total odds and the possible win, the odds-change policy, one
 * place button that shows the live wait and then the bet number or the reason — a sign-in prompt
 * for a guest —, one-click betting, and what the layout puts under it (the open bets).
 */
export function CouponPanel({ oddsFormat, lang, titled = true }: CouponPanelProps) {
  const { t } = useTranslation();
  const slip = useSlip();
  const store = useSlipStore();
  const below = useSlipBelow();
  const form = useSlipForm(oddsFormat);
  const titleId = useId();
  const count = slip.selections.length;
  const builderLegs = useBuilderLegCount();
  const { model } = form;
  return (
    <section className={styles.panel} aria-labelledby={titled ? titleId : undefined} aria-label={titled ? undefined : t('sportsbook_slip_title')} data-slip="">
      {titled && (
        <h2 id={titleId} className={styles.title}>
          {t('sportsbook_slip_title')}
          {count + builderLegs > 0 && <span className={styles.count}>{count + builderLegs}</span>}
        </h2>
      )}
      <p className={styles.dropped} role="status">
        {slip.dropped > 0 ? t('sportsbook_slip_dropped', { count: slip.dropped }) : ''}
      </p>
      <BuilderSlip oddsFormat={oddsFormat} lang={lang} />
      {count === 0 ? (
        builderLegs === 0 && <p className={styles.empty}>{t('sportsbook_slip_empty')}</p>
      ) : (
        <>
          <KindSwitch kinds={model.kinds} value={{ kind: model.kind.chosen, systemSize: model.kind.systemSize }} sizes={model.systemSizes} n={model.n} onChange={form.choose} />
          <ul className={styles.items} aria-label={t('sportsbook_slip_selections')}>
            {slip.selections.map((selection) => (
              <SlipItem
                key={selectionKey(selection)}
                selection={selection}
                format={oddsFormat}
                lang={lang}
                onRemove={() => store.remove(selection)}
                extra={
                  model.kind.kind === 'singles' ? (
                    <SelectionStake
                      outcome={selection.outcomeName}
                      value={form.stakes[selectionKey(selection)] ?? ''}
                      common={form.stakeText}
                      currency={form.currency}
                      scale={form.scale}
                      problem={model.stakeProblems[selectionKey(selection)]}
                      onChange={(text) => form.setSelectionStake(selectionKey(selection), text)}
                    />
                  ) : undefined
                }
              />
            ))}
          </ul>
          {model.totalOdds !== null && (
            <p className={styles.total}>
              <span>{t('sportsbook_slip_total')}</span>
              <strong className={styles.totalValue} data-total={model.totalOdds.toString()}>
                {priceText(Number(model.totalOdds), oddsFormat, lang)}
              </strong>
            </p>
          )}
          <SlipBet form={form} />
          <div className={styles.slipActions}>
            <Button variant="ghost" size="s" icon="trash" onClick={() => store.clear()} className={styles.clear}>
              {t('sportsbook_slip_clear')}
            </Button>
            <ShareSlip body={model.body} />
          </div>
        </>
      )}
      <PlacementStatus state={form.placement} onDismiss={form.dismiss} />
      <LoadSlipForm />
      <BettingMore />
      {(count > 0 || form.signedIn) && (
        <div className={styles.settings}>
          <OddsPolicyField value={form.policy} onChange={form.setPolicy} />
          {form.account && <PlayerSlipSettings account={form.account} presets={form.presets} money={form.money} />}
        </div>
      )}
      {below}
    </section>
  );
}
