// Opening an account in another currency of the brand (GET /web-api/user/wallet-currencies): the
// currencies the player has no account in yet, one to choose, and Open.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRecord } from '@stavka/contract/wallet';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { useWalletCurrencies } from './wallet-queries';
import { LoadFailure } from './wallet-screen';
import styles from './wallet.module.css';

export function OpenAccountForm({
  open,
  busy,
  onOpen,
}: {
  open: readonly AccountRecord[];
  busy: boolean;
  onOpen: (currencyId: number) => void;
}) {
  const { t } = useTranslation();
  const currencies = useWalletCurrencies();
  const selectId = useId();
  const held = new Set(open.map((account) => account.iso));
  const offered = (currencies.data?.currencies ?? []).filter((currency) => !held.has(currency.code));
  const [chosen, setChosen] = useState<number | null>(null);
  const currencyId = offered.find((currency) => currency.id === chosen)?.id ?? offered[0]?.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (currencyId !== undefined) onOpen(currencyId);
  };
  return (
    <section className={styles.card} aria-labelledby="open-account">
      <h2 id="open-account" className={styles.cardTitle}>
        {t('wallet_open_title')}
      </h2>
      {currencies.isPending ? (
        <SkeletonRows count={2} />
      ) : currencies.isError ? (
        <LoadFailure error={currencies.error} retrying={currencies.isFetching} onRetry={() => void currencies.refetch()} />
      ) : offered.length === 0 ? (
        <p className={styles.note}>{t('wallet_open_none_left')}</p>
      ) : (
        <form className={styles.actions} onSubmit={submit}>
          <label htmlFor={selectId} className={styles.label}>
            {t('wallet_open_currency')}
          </label>
          <select id={selectId} className={styles.select} value={currencyId} onChange={(event) => setChosen(Number(event.target.value))}>
            {offered.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.name} ({currency.code})
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" icon="plus" loading={busy}>
            {t('wallet_open_account')}
          </Button>
        </form>
      )}
    </section>
  );
}
