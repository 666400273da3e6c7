// office_recharge_result (issue 11): where the payment provider sends the player back. The deposit's
// status — waiting, then credited or declined — follows the `payment` push notice (the payment is
// read again every few seconds as a fallback), with the balance after it and what to do next.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '@stavka/contract/payments';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Spinner } from '../../shared/ui/spinner';
import { AccountStrip } from './account-strip';
import { PaymentEvents, PaymentFacts, usePaymentFormat } from './payment-facts';
import { finalStatuses } from './payment-status';
import { rechargeSearch } from './recharge-search';
import { ScreenState, WalletScreen } from './wallet-screen';
import { activeAccountOf, useBalanceLists, usePayment, usePlayerId, walletKeys } from './wallet-queries';
import styles from './wallet.module.css';

export function RechargeResultPage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const payment = usePayment(paymentId);
  const title = payment.data ? t('wallet_result_title_number', { number: payment.data.number }) : t('wallet_result_title');
  return (
    <WalletScreen title={title}>
      <ScreenState query={payment}>{(loaded) => <DepositResult payment={loaded} />}</ScreenState>
    </WalletScreen>
  );
}

function DepositResult({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = usePaymentFormat();
  const userId = usePlayerId();
  const client = useQueryClient();
  const lists = useBalanceLists();
  const account = lists.data?.allAccounts.find((candidate) => candidate.id === payment.accountId) ?? activeAccountOf(lists.data);
  const done = finalStatuses.has(payment.status);

  // Credited while the socket was down (the poll saw it first): the balance is read again.
  useEffect(() => {
    if (payment.status === 'completed' && userId !== null) void client.invalidateQueries({ queryKey: walletKeys.balance(userId) });
  }, [payment.status, userId, client]);

  const amount = format.money(payment.amountExact, payment.currency);
  return (
    <>
      <div aria-live="polite" data-testid="deposit-result">
        {!done && (
          <Alert messageKind="info" icon="clock" title={t('wallet_result_waiting_title')}>
            <span className={styles.actions}>
              <Spinner size="s" label={t('ui_loading')} />
              {t('wallet_result_waiting', { amount })}
            </span>
          </Alert>
        )}
        {payment.status === 'completed' && (
          <Alert messageKind="success" title={t('wallet_result_credited_title')}>
            {t('wallet_result_credited', { amount })}
          </Alert>
        )}
        {done && payment.status !== 'completed' && (
          <Alert messageKind="error" title={t('wallet_result_declined_title')}>
            {t('wallet_result_declined')}
          </Alert>
        )}
      </div>
      {account && <AccountStrip account={account} />}
      <nav aria-label={t('wallet_next_steps')}>
        <ul className={styles.links}>
          {payment.status === 'completed' ? (
            <li>
              <AppLink to={href('bettingHome', { lng: site.lang, mode: 'line' })}>{t('wallet_next_bet')}</AppLink>
            </li>
          ) : (
            done && (
              <li>
                <AppLink
                  to={href('office_recharge', { lng: site.lang }) + rechargeSearch({ method: payment.method, amount: payment.amountExact })}
                >
                  {t('wallet_next_try_again')}
                </AppLink>
              </li>
            )
          )}
          <li>
            <AppLink to={href('office_historypay', { lng: site.lang })}>{t('wallet_next_history')}</AppLink>
          </li>
        </ul>
      </nav>
      <section className={styles.card} aria-labelledby="deposit-details">
        <h2 id="deposit-details" className={styles.cardTitle}>
          {t('wallet_payment_details')}
        </h2>
        <PaymentFacts payment={payment} />
        <PaymentEvents payment={payment} />
      </section>
    </>
  );
}
