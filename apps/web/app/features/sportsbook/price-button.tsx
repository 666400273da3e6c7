import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomePrice } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import type { OutcomeView } from './event-view';
import { outcomeName } from './market-names';
import { oddsText, useOddsFormat } from './odds-format';
import { useIsSelected } from './selection-sink';
import styles from './price-button.module.css';

/** How long a moved price flashes (UX.md: about three seconds). */
export const FLASH_MS = 3_000;

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
  const sinceMove = outcome.movedAt === null ? FLASH_MS : Date.now() - outcome.movedAt;
  const flashing = outcome.move !== null && !outcome.blocked && sinceMove < FLASH_MS;
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
      {outcome.blocked ? (
        <Icon name="lock" size="xs" className={styles.lock} />
      ) : (
        <span className={styles.value} data-odds="">
          {price}
        </span>
      )}
      {flashing && (
        <span
          key={outcome.movedAt}
          className={cx(styles.flash, outcome.move === 'up' ? styles.up : styles.down)}
          style={{ animationDelay: `-${Math.max(0, sinceMove)}ms` }}
          data-move={outcome.move}
          aria-hidden="true"
        >
          {outcome.move === 'up' ? '▲' : '▼'}
        </span>
      )}
    </button>
  );
});

/**
 * The outcome with its price cell from the live store (DESIGN §2: a price change re-renders this
 * button alone); the listed values until the store holds the cell.
 */
function useLivePrice(outcome: OutcomeView): OutcomeView {
  const cell = useOutcomePrice(outcome.gameId, outcome.group, outcome.type, outcome.param ?? undefined, outcome.playerId ?? undefined);
  if (!cell) return outcome;
  if (cell.price === outcome.price && cell.blocked === outcome.blocked && cell.move === null) return outcome;
  return { ...outcome, price: cell.price, blocked: cell.blocked, move: cell.move, movedAt: cell.move === null ? null : cell.changedAt };
}
