import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { cx } from '../../../shared/ui/class-names';
import { FieldFrame, type FieldMark } from './field-frame';
import styles from './fields.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  readonly label: string;
  readonly mark?: FieldMark;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
}

/** A labelled multi-line text field (a message, an idea); its error is announced with it, as a text field's. */
export function TextAreaField({ label, mark, hint, error, id, className, rows = 6, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} mark={mark} hint={hint} error={error} id={id} className={className}>
      {({ controlId, describedBy }) => (
        <div className={cx(styles.control, styles.multiline, error ? styles.invalid : undefined)}>
          <textarea id={controlId} className={cx(styles.input, styles.textarea)} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
        </div>
      )}
    </FieldFrame>
  );
}
