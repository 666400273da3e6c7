import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../../shared/ui/class-names';
import { FieldFrame, type FieldMark } from './field-frame';
import styles from './fields.module.css';

export interface SelectFieldOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly label: string;
  readonly options: readonly SelectFieldOption[];
  readonly mark?: FieldMark;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A native select: typing a letter jumps to it, and phones show their own picker. */
export function SelectField({ label, options, mark, hint, error, id, className, ref, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} mark={mark} hint={hint} error={error} id={id} className={className}>
      {({ controlId, describedBy }) => (
        <div className={cx(styles.control, error ? styles.invalid : undefined)}>
          <select
            ref={ref}
            id={controlId}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...select}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
