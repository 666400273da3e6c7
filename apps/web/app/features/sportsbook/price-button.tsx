import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import type { OutcomeView } from './event-view';
import { outcomeName } from './market-names';
import { oddsText, useOddsFormat } from './odds-format';
import { PriceFace, useLivePrice } from './price-face';
import { useIsSelected } from './selection-sink';
import styles from './price-button.module.css';

export interface PriceButtonProps {
  readonly outcome: OutcomeView;
  /** The column's short label: 1, X or 2. */
  readonly label: string;
  /** "Team 1 — Team 2", for the accessible name. */
  readonly eventLabel: string;
  readonly onPick: (outcome: OutcomeView) => void;
}

/**
 * A price (UX.md "Prices"): the outcome label and the price in the player's format; selected ones
 * stay highlighted; a move flashes green ▲ or red ▼ for three seconds; a blocked outcome shows a
 * lock and cannot be pressed. Fixed width, tabular digits: a new price never shifts the row.
 */
export const PriceButton = memo(function PriceButton({ outcome: listed, label, eventLabel, onPick }: PriceButtonProps) {
  const { t } = useTranslation();
  const outcome = useLivePrice(listed);
  const { site } = useRootData();
  const format = useOddsFormat();
  const selected = useIsSelected(outcome);
  const price = oddsText(outcome.price, format, site.lang);
  const name = outcomeName(t, outcome);
  return (
    <button
      type="button"
      className={cx(styles.price, selected && styles.selected, outcome.blocked && styles.blocked)}
      aria-pressed={selected}
      disabled={outcome.blocked}
      aria-label={outcome.blocked ? t('sportsbook_price_blocked', { event: eventLabel, outcome: name }) : t('sportsbook_price_label', { event: eventLabel, outcome: name, price })}
      data-price={outcome.price}
      data-game={outcome.gameId}
      onClick={() => onPick(outcome)}
    >
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <PriceFace outcome={outcome} price={price} />
    </button>
  );
});
