import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. the word next to a colour so colour is never the only signal. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
