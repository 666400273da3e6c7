import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { Button } from '../../shared/ui/button';
import { useSlip, useSlipStore } from './coupon-context';
import { expressOdds } from './express-odds';
import { priceText, SlipItem } from './slip-item';
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
 * The bet slip panel (UX.md "The bet slip"): the selections with live prices, the kind of bet
 * (single, or express from two), the total odds of an express, remove and clear. Placing the bet
 * is the betting issue's.
 */
export function CouponPanel({ oddsFormat, lang, titled = true }: CouponPanelProps) {
  const { t } = useTranslation();
  const slip = useSlip();
  const store = useSlipStore();
  const titleId = useId();
  const count = slip.selections.length;
  const total = expressOdds(slip.selections.map((s) => s.price));
  return (
    <section className={styles.panel} aria-labelledby={titled ? titleId : undefined} aria-label={titled ? undefined : t('sportsbook_slip_title')} data-slip="">
      {titled && (
        <h2 id={titleId} className={styles.title}>
          {t('sportsbook_slip_title')}
          {count > 0 && <span className={styles.count}>{count}</span>}
        </h2>
      )}
      <p className={styles.dropped} role="status">
        {slip.dropped > 0 ? t('sportsbook_slip_dropped', { count: slip.dropped }) : ''}
      </p>
      {count === 0 ? (
        <p className={styles.empty}>{t('sportsbook_slip_empty')}</p>
      ) : (
        <>
          <p className={styles.kind}>{count === 1 ? t('sportsbook_slip_single') : t('sportsbook_slip_express')}</p>
          <ul className={styles.items} aria-label={t('sportsbook_slip_selections')}>
            {slip.selections.map((selection) => (
              <SlipItem key={`${selection.gameId}:${selection.group}:${selection.type}:${selection.param ?? ''}:${selection.playerId ?? ''}`} selection={selection} format={oddsFormat} lang={lang} onRemove={() => store.remove(selection)} />
            ))}
          </ul>
          {total !== null && (
            <p className={styles.total}>
              <span>{t('sportsbook_slip_total')}</span>
              <strong className={styles.totalValue} data-total={total}>
                {priceText(total, oddsFormat, lang)}
              </strong>
            </p>
          )}
          <Button variant="ghost" size="s" icon="trash" onClick={() => store.clear()} className={styles.clear}>
            {t('sportsbook_slip_clear')}
          </Button>
        </>
      )}
    </section>
  );
}
