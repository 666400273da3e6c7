import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireOutcome } from '@stavka/contract/feed-wire';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import { outcomeView, type OutcomeView } from './event-view';
import { outcomeName } from './market-names';
import { oddsText, useOddsFormat } from './odds-format';
import { PriceFace, useLivePrice } from './price-face';
import { useIsSelected } from './selection-sink';
import styles from './game-price.module.css';

export interface GamePriceProps {
  readonly gameId: number;
  /** The outcome as the game's market list holds it (ids and the price the page rendered with). */
  readonly outcome: WireOutcome;
  /** "Team 1 — Team 2", for the accessible name. */
  readonly eventLabel: string;
  readonly onPick: (outcome: OutcomeView) => void;
}

/**
 * One outcome of a market on the game page (UX.md "Prices"): its name and the live price from the
 * store's cell, so a move re-renders this button alone, flashing ▲/▼ for three seconds; a blocked
 * outcome shows a lock and cannot be pressed; a selected one stays highlighted.
 */
export const GamePrice = memo(function GamePrice({ gameId, outcome, eventLabel, onPick }: GamePriceProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const view = useLivePrice(outcomeView(gameId, outcome));
  const selected = useIsSelected(view);
  const name = outcomeName(t, view);
  const price = oddsText(view.price, format, site.lang);
  return (
    <button
      type="button"
      className={cx(styles.price, selected && styles.selected, view.blocked && styles.blocked)}
      aria-pressed={selected}
      disabled={view.blocked}
      aria-label={
        view.blocked
          ? t('sportsbook_price_blocked', { event: eventLabel, outcome: name })
          : t('sportsbook_price_label', { event: eventLabel, outcome: name, price })
      }
      data-price={view.price}
      data-game={gameId}
      onClick={() => onPick(view)}
    >
      <span className={styles.name} aria-hidden="true">
        {name}
      </span>
      <PriceFace outcome={view} price={price} />
    </button>
  );
});
