import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './fields.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  /** Shown after the label, outside it (e.g. a link to the rules). */
  readonly after?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with its error tied to it. */
export function CheckboxField({ label, error, after, id, ref, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={controlId} className={styles.checkLabel}>
          {label}
        </label>
        {after}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
