import { useOutcomePrice } from '../../shared/live/live-hooks';
import { Icon } from '../../shared/ui/icon';
import { PriceFlash } from '../../shared/ui/price-flash';
import type { OutcomeView } from './event-view';
import styles from './price-face.module.css';

/**
 * The outcome with its price cell from the live store (DESIGN §2: a price change re-renders the
 * button that shows it alone); the listed values until the store holds the cell.
 */
export function useLivePrice(outcome: OutcomeView): OutcomeView {
  const cell = useOutcomePrice(outcome.gameId, outcome.group, outcome.type, outcome.param ?? undefined, outcome.playerId ?? undefined);
  if (!cell) return outcome;
  if (cell.price === outcome.price && cell.blocked === outcome.blocked && cell.move === null) return outcome;
  return { ...outcome, price: cell.price, blocked: cell.blocked, move: cell.move, movedAt: cell.move === null ? null : cell.changedAt };
}

/**
 * The face of every price button (UX.md "Prices"): the price in the player's format or a lock when
 * blocked, and a green ▲ / red ▼ flash for three seconds after a move. The button around it is the
 * list's or the game page's own.
 */
export function PriceFace({ outcome, price }: { outcome: OutcomeView; price: string }) {
  return (
    <>
      {outcome.blocked ? (
        <Icon name="lock" size="xs" className={styles.lock} />
      ) : (
        <span className={styles.value} data-odds="">
          {price}
        </span>
      )}
      <PriceFlash move={outcome.move} movedAt={outcome.movedAt} blocked={outcome.blocked} />
    </>
  );
}
