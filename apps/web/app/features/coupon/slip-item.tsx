import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { formatOdds } from '@stavka/domain/odds/formats';
import { intlLocale } from '@stavka/i18n/format';
import { IconButton } from '../../shared/ui/button';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import { PriceFlash } from '../../shared/ui/price-flash';
import type { SlipSelection } from './slip-selection';
import styles from './coupon-panel.module.css';

export function priceText(thousandths: number, format: OddsFormat, lang: string): string {
  return thousandths > 1000 ? formatOdds(thousandths, format, intlLocale(lang)) : '—';
}

/** One selection (UX.md): event, market, outcome, the live price with its flash, remove; for several singles, its stake. */
export function SlipItem({
  selection,
  format,
  lang,
  onRemove,
  extra,
}: {
  selection: SlipSelection;
  format: OddsFormat;
  lang: string;
  onRemove: () => void;
  /** Under the selection (several singles: its own stake). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const event = t('sportsbook_event_teams', { team1: selection.team1, team2: selection.team2 });
  return (
    <li
      className={cx(styles.item, selection.blocked && styles.blockedItem)}
      data-selection={`${selection.gameId}:${selection.group}:${selection.type}`}
    >
      <div className={styles.itemText}>
        <span className={styles.event}>
          {selection.kind === 1 && <span className={styles.liveBadge}>{t('sportsbook_slip_live')}</span>}
          {selection.team2 === '' ? selection.team1 : event}
        </span>
        <span className={styles.market}>{selection.marketName}</span>
        <span className={styles.outcome}>{selection.outcomeName}</span>
        {selection.blocked && <span className={styles.blockedNote}>{t('sportsbook_slip_blocked')}</span>}
      </div>
      <span className={styles.price} data-price={selection.price}>
        {selection.blocked ? (
          <Icon name="lock" size="xs" label={t('sportsbook_slip_blocked')} />
        ) : (
          <span data-odds="">{priceText(selection.price, format, lang)}</span>
        )}
        <PriceFlash move={selection.move} movedAt={selection.movedAt} blocked={selection.blocked} />
      </span>
      <IconButton
        icon="close"
        size="s"
        label={t('sportsbook_slip_remove', { event, outcome: selection.outcomeName })}
        onClick={onRemove}
        className={styles.remove}
      />
      {extra && <div className={styles.itemExtra}>{extra}</div>}
    </li>
  );
}
