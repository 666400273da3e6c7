// The ticks for the optional cookies (functionality; analytics and marketing), each with its hint;
// the banner's "customise" and the office settings use them alike.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentKinds } from './consent-levels';
import styles from './cookie-consent.module.css';

export function ConsentKindsFields({ kinds, onChange }: { kinds: ConsentKinds; onChange: (kinds: ConsentKinds) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rows = [
    { key: 'functionality', label: t('cookie_consent_functionality'), hint: t('cookie_consent_functionality_hint') },
    { key: 'marketing', label: t('cookie_consent_marketing'), hint: t('cookie_consent_marketing_hint') },
  ] as const;
  return (
    <div className={styles.kinds}>
      {rows.map((row) => (
        <div key={row.key} className={styles.kind}>
          <input
            id={`${id}-${row.key}`}
            type="checkbox"
            className={styles.check}
            checked={kinds[row.key]}
            aria-describedby={`${id}-${row.key}-hint`}
            onChange={(event) => onChange({ ...kinds, [row.key]: event.target.checked })}
          />
          <label htmlFor={`${id}-${row.key}`} className={styles.kindLabel}>
            {row.label}
          </label>
          <p id={`${id}-${row.key}-hint`} className={styles.hint}>
            {row.hint}
          </p>
        </div>
      ))}
    </div>
  );
}
