import { cx } from './class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  readonly size?: 's' | 'm' | 'l';
  /** Announced text; without it the spinner is decorative (e.g. inside a busy button). */
  readonly label?: string;
  readonly className?: string;
}

export function Spinner({ size = 'm', label, className }: SpinnerProps) {
  if (!label) return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
  return <span className={cx(styles.spinner, styles[size], className)} role="status" aria-label={label} />;
}
