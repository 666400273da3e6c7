import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import type { ChosenKind, KindChoice } from './bet-kinds';
import styles from './slip-form.module.css';

const kindLabels: Readonly<Record<ChosenKind, MessageKey>> = {
  single: 'sportsbook_slip_single',
  express: 'sportsbook_slip_express',
  system: 'bet_kind_system',
  chain: 'bet_kind_chain',
  anti_express: 'bet_kind_anti_express',
};

/**
 * Single / express / system, and chain and anti-express (UX.md "Tabs for single / express /
 * system") as one radio group, so the arrow keys move between them; a kind the selections do not fit
 * is shown but cannot be chosen. A single on several selections is several singles; a system also
 * asks for its k.
 */
export function KindSwitch({
  kinds,
  value,
  sizes,
  n,
  onChange,
}: {
  kinds: readonly { readonly kind: ChosenKind; readonly allowed: boolean }[];
  value: KindChoice;
  sizes: readonly number[];
  n: number;
  onChange: (choice: KindChoice) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const sizeId = useId();
  return (
    <div className={styles.kinds}>
      <fieldset className={styles.kindSwitch}>
        <legend className={styles.hiddenLegend}>{t('bet_kind_label')}</legend>
        {kinds.map(({ kind, allowed }) => (
          <label key={kind} className={styles.kindOption} data-disabled={allowed ? undefined : ''}>
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value.kind === kind}
              disabled={!allowed}
              onChange={() => onChange({ kind, systemSize: kind === 'system' ? (value.systemSize ?? sizes[0] ?? null) : null })}
            />
            <span>{kind === 'single' && n > 1 ? t('bet_kind_singles') : t(kindLabels[kind])}</span>
          </label>
        ))}
      </fieldset>
      {value.kind === 'system' && sizes.length > 0 && (
        <div className={styles.systemSize}>
          <label htmlFor={sizeId}>{t('bet_system_size_label')}</label>
          <select id={sizeId} className={styles.select} value={value.systemSize ?? ''} onChange={(event) => onChange({ kind: 'system', systemSize: Number(event.target.value) })}>
            {sizes.map((k) => (
              <option key={k} value={k}>
                {t('bet_system_size', { k, n })}
              </option>
            ))}
          </select>
        </div>
      )}
      {value.kind === 'chain' && <p className={styles.note}>{t('bet_chain_note')}</p>}
      {value.kind === 'single' && n > 1 && <p className={styles.note}>{t('bet_singles_note')}</p>}
    </div>
  );
}
