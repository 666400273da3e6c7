import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/class-names';
import styles from './fields.module.css';

/** Whether a label shows the required star, the "optional" word, or neither. */
export type FieldMark = 'required' | 'optional' | 'none';

export interface FieldIds {
  readonly controlId: string;
  /** For aria-describedby: the hint and the error, when shown. */
  readonly describedBy: string | undefined;
}

export interface FieldFrameProps {
  readonly label: ReactNode;
  readonly mark?: FieldMark;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly id?: string | undefined;
  readonly className?: string;
  /** The control, given the ids that tie it to its label, hint and error (UX.md accessibility). */
  readonly children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error of one form field; the error is tied to the control. */
export function FieldFrame({ label, mark = 'none', hint, error, id, className, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={controlId}>
          {label}
          {mark === 'optional' && <span className={styles.optional}>({t('identity_field_optional')})</span>}
        </label>
        {/* Outside the label: the control's name stays the label; `required` tells assistive technology. */}
        {mark === 'required' && (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ controlId, describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
