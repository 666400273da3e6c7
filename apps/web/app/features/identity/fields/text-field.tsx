import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../../shared/ui/class-names';
import { FieldFrame, type FieldMark } from './field-frame';
import styles from './fields.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  readonly label: string;
  readonly mark?: FieldMark;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  /** A control inside the field's frame after the input (e.g. show password). */
  readonly addon?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; its error is announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, mark, hint, error, addon, id, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} mark={mark} hint={hint} error={error} id={id} className={className}>
      {({ controlId, describedBy }) => (
        <div className={cx(styles.control, error ? styles.invalid : undefined)}>
          <input
            ref={ref}
            id={controlId}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}
