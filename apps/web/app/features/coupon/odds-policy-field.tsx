import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import type { OddsPolicy } from './coupon-request';
import styles from './slip-form.module.css';

const policyLabels: Readonly<Record<OddsPolicy, MessageKey>> = {
  0: 'bet_policy_exact',
  1: 'bet_policy_higher',
  2: 'bet_policy_any',
};

const policies: readonly OddsPolicy[] = [0, 1, 2];

/** The odds-change policy (`CheckCf`), visible on the slip (UX.md) and kept for the next visit. */
export function OddsPolicyField({ value, onChange }: { value: OddsPolicy; onChange: (policy: OddsPolicy) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('bet_policy_label')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(policies.find((policy) => String(policy) === event.target.value) ?? value)}>
        {policies.map((policy) => (
          <option key={policy} value={policy}>
            {t(policyLabels[policy])}
          </option>
        ))}
      </select>
    </div>
  );
}
