import { useOutcomePrice } from '../../shared/live/live-hooks';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import type { OutcomeView } from './event-view';
import styles from './price-face.module.css';

/** How long a moved price flashes (UX.md: about three seconds). */
export const FLASH_MS = 3_000;

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
  const sinceMove = outcome.movedAt === null ? FLASH_MS : Date.now() - outcome.movedAt;
  const flashing = outcome.move !== null && !outcome.blocked && sinceMove < FLASH_MS;
  return (
    <>
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
    </>
  );
}
