// The payment history's filters (gethistorypaymentsource gives the choices): direction, status,
// days and the archive. Applied with one press, so the list is not read again on every keystroke.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentHistorySource } from '@stavka/contract/office-wallet';
import { Button } from '../../shared/ui/button';
import type { HistoryFilters } from './history-filters';
import { statusLabelKey } from './payment-status';
import styles from './payment-history.module.css';
import wallet from './wallet.module.css';

export function HistoryFilterForm({
  source,
  filters,
  onApply,
}: {
  source: PaymentHistorySource | undefined;
  filters: HistoryFilters;
  onApply: (next: HistoryFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = <K extends keyof HistoryFilters>(key: K, value: HistoryFilters[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const directions = source?.directions ?? ['deposit', 'withdrawal'];
  const statuses = source?.statuses ?? [];
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('wallet_history_filters')}>
      <label className={wallet.field}>
        <span className={wallet.label}>{t('wallet_filter_direction')}</span>
        <select
          className={wallet.select}
          value={draft.direction}
          onChange={(event) => set('direction', event.target.value as HistoryFilters['direction'])}
        >
          <option value="">{t('wallet_filter_all')}</option>
          {directions.map((direction) => (
            <option key={direction} value={direction}>
              {t(direction === 'deposit' ? 'wallet_direction_deposit' : 'wallet_direction_withdrawal')}
            </option>
          ))}
        </select>
      </label>
      <label className={wallet.field}>
        <span className={wallet.label}>{t('wallet_filter_status')}</span>
        <select
          className={wallet.select}
          value={draft.status}
          onChange={(event) => set('status', event.target.value as HistoryFilters['status'])}
        >
          <option value="">{t('wallet_filter_all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(statusLabelKey(status))}
            </option>
          ))}
        </select>
      </label>
      <label className={wallet.field}>
        <span className={wallet.label}>{t('wallet_filter_from')}</span>
        <input
          type="date"
          className={wallet.input}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </label>
      <label className={wallet.field}>
        <span className={wallet.label}>{t('wallet_filter_to')}</span>
        <input
          type="date"
          className={wallet.input}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.includeArchive} onChange={(event) => set('includeArchive', event.target.checked)} />
        {t('wallet_filter_archive')}
      </label>
      <div className={wallet.actions}>
        <Button type="submit" variant="primary" icon="search">
          {t('wallet_filter_apply')}
        </Button>
      </div>
    </form>
  );
}
