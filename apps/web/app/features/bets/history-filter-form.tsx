// office_history's filters: period (7 days by default), status, type, live or line. Applied with one
// press, so the list is not read again on every change.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { Button } from '../../shared/ui/button';
import { kindKeys } from './bet-format';
import { type BetFilters, historyKinds, historyModes, historyPeriods, type HistoryPeriod, type HistoryStatus, historyStatuses } from './history-filters';
import styles from './bets.module.css';

const periodLabels: Readonly<Record<HistoryPeriod, MessageKey>> = {
  1: 'bets_period_1',
  7: 'bets_period_7',
  30: 'bets_period_30',
  90: 'bets_period_90',
};

const statusLabels: Readonly<Record<HistoryStatus, MessageKey>> = {
  open: 'bets_filter_open',
  won: 'bets_status_won',
  lost: 'bets_status_lost',
  returned: 'bets_status_returned',
  cashed_out: 'bets_status_cashed_out',
  refused: 'bets_status_refused',
};

function Choice<T extends string | number>({ label, value, choices, text, onChange, all }: { label: string; value: T | ''; choices: readonly T[]; text: (choice: T) => string; onChange: (value: T | '') => void; all?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={String(value)} onChange={(event) => onChange(choices.find((choice) => String(choice) === event.target.value) ?? '')}>
        {all !== undefined && <option value="">{all}</option>}
        {choices.map((choice) => (
          <option key={choice} value={String(choice)}>
            {text(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function HistoryFilterForm({ filters, onApply }: { filters: BetFilters; onApply: (next: BetFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = <K extends keyof BetFilters>(key: K, value: BetFilters[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const all = t('bets_filter_all');
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('bets_filters')}>
      <Choice label={t('bets_filter_period')} value={draft.days} choices={historyPeriods} text={(days) => t(periodLabels[days])} onChange={(days) => set('days', days === '' ? filters.days : days)} />
      <Choice label={t('bets_filter_status')} value={draft.status} choices={historyStatuses} text={(status) => t(statusLabels[status])} onChange={(status) => set('status', status)} all={all} />
      <Choice label={t('bets_filter_type')} value={draft.kind} choices={historyKinds} text={(kind) => t(kindKeys[kind])} onChange={(kind) => set('kind', kind)} all={all} />
      <Choice label={t('bets_filter_mode')} value={draft.mode} choices={historyModes} text={(mode) => t(mode === 'live' ? 'bets_filter_live' : 'bets_filter_line')} onChange={(mode) => set('mode', mode)} all={all} />
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary" icon="search">
          {t('bets_filter_apply')}
        </Button>
      </div>
    </form>
  );
}
