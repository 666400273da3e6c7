import { cx } from './class-names';
import styles from './price-flash.module.css';

/** How long a moved price flashes (UX.md "Prices": about three seconds). */
export const FLASH_MS = 3_000;

export interface PriceFlashProps {
  /** The last move of the price, or null when it has not moved. */
  readonly move: 'up' | 'down' | null;
  /** When the move was seen (epoch ms). */
  readonly movedAt: number | null;
  /** A blocked price shows its lock and no flash. */
  readonly blocked: boolean;
}

/**
 * The green ▲ / red ▼ flash over a price for three seconds after a move (UX.md "Prices"), the same
 * on the price buttons and in the bet slip. It fills its container, which must be
 * `position: relative`; a re-render mid-flash resumes the animation where it stands.
 */
export function PriceFlash({ move, movedAt, blocked }: PriceFlashProps) {
  const sinceMove = movedAt === null ? FLASH_MS : Date.now() - movedAt;
  if (move === null || blocked || sinceMove >= FLASH_MS) return null;
  return (
    <span
      key={movedAt}
      className={cx(styles.flash, move === 'up' ? styles.up : styles.down)}
      style={{ animationDelay: `-${Math.max(0, sinceMove)}ms` }}
      data-move={move}
      aria-hidden="true"
    >
      {move === 'up' ? '▲' : '▼'}
    </span>
  );
}
