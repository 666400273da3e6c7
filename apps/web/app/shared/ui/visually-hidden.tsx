import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. the word next to a colour so colour is never the only signal. */
export function VisuallyHidden({ children, id, as: Tag = 'span' }: { children: ReactNode; id?: string; as?: 'span' | 'h2' }) {
  return (
    <Tag className={styles.hidden} id={id}>
      {children}
    </Tag>
  );
}
