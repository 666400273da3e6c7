import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  readonly width?: string;
  readonly height?: string;
  readonly radius?: string;
}

/** A placeholder block shaped like what is coming (UX.md: skeletons while loading). */
export function Skeleton({ width = '100%', height = '1em', radius }: SkeletonProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height, ...(radius ? { borderRadius: radius } : {}) };
  return <span className={styles.skeleton} style={style} aria-hidden="true" />;
}

/** Rows of a loading list; the list's own busy state is what assistive technology hears. */
export function SkeletonRows({ count, withIcon = false }: { count: number; withIcon?: boolean }) {
  // Varying widths look like real rows rather than a grid of bars.
  const widths = ['72%', '54%', '86%', '63%', '47%'];
  return (
    <ul className={styles.rows} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.row} data-skeleton-row="">
          {withIcon && <Skeleton width="1.5rem" height="1.5rem" radius="50%" />}
          <Skeleton width={widths[index % widths.length]} height="0.875rem" />
        </li>
      ))}
    </ul>
  );
}
