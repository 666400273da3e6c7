// office_paycheck (issue 11): the player enters a payment's number (as support quotes it) and sees
// that payment. The number goes in the page's URL, so the answer survives a reload and back.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { PaymentEvents, PaymentFacts } from './payment-facts';
import { walletFailureText } from './wallet-errors';
import { dataOf, failureOf, usePlayerId, useWalletApi } from './wallet-queries';
import { LoadingBlock, WalletScreen } from './wallet-screen';
import styles from './wallet.module.css';

const NUMBER = /^\d{1,12}$/;

export function PaycheckPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const asked = search.get('number') ?? '';
  const number = NUMBER.test(asked) ? asked : null;
  const [text, setText] = useState(number ?? '');
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();
  const userId = usePlayerId();
  const wallet = useWalletApi();
  const check = useQuery({
    queryKey: ['wallet', userId ?? 0, 'check', number],
    enabled: userId !== null && number !== null,
    staleTime: 0,
    queryFn: async () => dataOf(await wallet.paymentByNumber(number ?? '')).payment,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = text.trim();
    if (!NUMBER.test(digits)) return setInvalid(true);
    setInvalid(false);
    void navigate(`${href('office_paycheck', { lng: site.lang })}?number=${digits}`);
  };

  const notFound = check.isError && failureOf(check.error)?.id === 'not_found';
  return (
    <WalletScreen title={t('wallet_paycheck_title')} lead={t('wallet_paycheck_lead')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('wallet_paycheck_number')}
          </label>
          <input
            id={fieldId}
            name="number"
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={text}
            onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${fieldId}-error` : undefined}
          />
          {invalid && (
            <p id={`${fieldId}-error`} className={styles.error} role="alert">
              {t('wallet_paycheck_number_invalid')}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" icon="search" loading={check.isFetching}>
            {t('wallet_paycheck_find')}
          </Button>
        </div>
      </form>
      {number !== null && check.isPending && <LoadingBlock rows={4} />}
      {notFound && <Alert messageKind="warning">{t('wallet_paycheck_not_found', { number })}</Alert>}
      {check.isError && !notFound && <Alert messageKind="error">{walletFailureText(t, failureOf(check.error))}</Alert>}
      {check.data && (
        <section className={styles.card} aria-labelledby="paycheck-result" data-testid="paycheck-result">
          <h2 id="paycheck-result" className={styles.cardTitle}>
            {t('wallet_payment_number_short', { number: check.data.number })}
          </h2>
          <PaymentFacts payment={check.data} />
          <PaymentEvents payment={check.data} />
        </section>
      )}
    </WalletScreen>
  );
}
