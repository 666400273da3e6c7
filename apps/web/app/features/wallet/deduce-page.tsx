// office_deduce (issue 11): a withdrawal request — the method, the available money, the amount,
// the payout field the method asks for, the fee and the total to be held — and the requests still
// waiting for a decision. The brand may require a verified identity first; a request cannot be
// taken back by the player.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeduceData } from '@stavka/contract/office-wallet';
import type { PaymentRecord } from '@stavka/contract/payments';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { AccountStrip, useLiveAccount } from './account-strip';
import { AmountField } from './amount-field';
import { MethodChoice } from './method-choice';
import { estimatePayment } from './money';
import { PaymentAttempts } from './payment-attempt';
import { amountProblemText } from './payment-form';
import { PaymentSummary } from './payment-summary';
import { PayoutFieldInput } from './payout-field';
import { PendingWithdrawals } from './pending-withdrawals';
import { splitWalletFailure } from './wallet-errors';
import { useDeduceData, usePlayerId, useWalletApi, walletKeys } from './wallet-queries';
import { ScreenState, WalletScreen } from './wallet-screen';
import styles from './wallet.module.css';

export function DeducePage() {
  const { t } = useTranslation();
  const data = useDeduceData();
  return (
    <WalletScreen title={t('wallet_deduce_title')}>
      <ScreenState query={data}>
        {(loaded) => (
          <>
            {loaded.identityRequired && !loaded.identityVerified ? <IdentityNeeded /> : <WithdrawalForm data={loaded} />}
            <PendingWithdrawals pending={loaded.pending} />
          </>
        )}
      </ScreenState>
    </WalletScreen>
  );
}

function IdentityNeeded() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <Alert
      messageKind="warning"
      title={t('wallet_identity_required_title')}
      action={<AppLink to={href('office_account_identification', { lng: site.lang })}>{t('wallet_identity_verify')}</AppLink>}
    >
      {t('wallet_identity_required')}
    </Alert>
  );
}

const FORM_FIELDS: ReadonlySet<string> = new Set(['amount', 'method_id', 'card', 'iban', 'wallet']);

function WithdrawalForm({ data }: { data: DeduceData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const wallet = useWalletApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const account = useLiveAccount(data.account);
  const [methodId, setMethodId] = useState(data.methods[0]?.id);
  const [amount, setAmount] = useState('');
  const [payout, setPayout] = useState('');
  const [errors, setErrors] = useState<{ fields: Readonly<Record<string, string>>; general: string | null }>({ fields: {}, general: null });
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState<PaymentRecord | null>(null);
  const [attempts] = useState(() => new PaymentAttempts());
  const method = data.methods.find((m) => m.id === methodId);
  const estimate = method ? estimatePayment(amount, method, account.scale) : ({ kind: 'empty' } as const);
  const payoutField = method && method.payoutField !== 'none' ? method.payoutField : null;

  if (data.methods.length === 0) {
    return (
      <>
        <AccountStrip account={data.account} />
        <div className={styles.empty}>
          <p>{t('wallet_no_withdrawal_methods')}</p>
        </div>
      </>
    );
  }

  const change = (next: () => void) => {
    next();
    setErrors({ fields: {}, general: null });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    const problem = amountProblemText(t, site.lang, estimate, method, account, account.moneyExact);
    const payoutMissing = payoutField !== null && payout.trim() === '';
    if (problem || payoutMissing) {
      return setErrors({
        fields: {
          ...(problem ? { amount: problem } : {}),
          ...(payoutField && payoutMissing ? { [payoutField]: t('wallet_payout_required') } : {}),
        },
        general: null,
      });
    }
    setSending(true);
    setRequested(null);
    const details = payoutField ? { [payoutField]: payout.trim() } : {};
    const answer = await wallet.withdraw({
      methodId: method.id,
      amount,
      details,
      idempotencyKey: attempts.keyFor({ method: method.id, amount, ...details }),
    });
    setSending(false);
    if (!answer.ok) {
      const split = splitWalletFailure(t, answer.failure, FORM_FIELDS);
      return setErrors({ fields: split.onFields, general: split.general });
    }
    attempts.settle();
    setRequested(answer.data.payment);
    setAmount('');
    setPayout('');
    if (userId !== null) {
      void client.invalidateQueries({ queryKey: walletKeys.deduce(userId) });
      void client.invalidateQueries({ queryKey: walletKeys.balance(userId) });
    }
  };

  return (
    <>
      <AccountStrip account={data.account} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <MethodChoice
          methods={data.methods}
          selected={methodId}
          onSelect={(id) => change(() => setMethodId(id))}
          currency={account.iso}
          scale={account.scale}
          name="withdrawal-method"
          error={errors.fields['method_id']}
        />
        <AmountField
          value={amount}
          onChange={(text) => change(() => setAmount(text))}
          currency={account.iso}
          scale={account.scale}
          error={errors.fields['amount']}
        />
        {payoutField && (
          <PayoutFieldInput
            field={payoutField}
            value={payout}
            onChange={(text) => change(() => setPayout(text))}
            error={errors.fields[payoutField]}
          />
        )}
        <PaymentSummary estimate={estimate} currency={account.iso} scale={account.scale} direction="withdrawal" />
        {errors.general && <Alert messageKind="error">{errors.general}</Alert>}
        {requested && (
          <Alert messageKind="success" title={t('wallet_withdrawal_requested_title', { number: requested.number })}>
            {t('wallet_withdrawal_requested')}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="l" loading={sending}>
            {t('wallet_withdraw')}
          </Button>
        </div>
      </form>
    </>
  );
}
