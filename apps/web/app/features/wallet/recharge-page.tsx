// office_recharge (issue 11): the deposit methods as choices, the amount with the brand's presets,
// the fee and total as the player types, then Deposit: the request goes out with the attempt's
// idempotency key and the player goes on to the provider's page to pay. Other ways to pay appear
// only where the server offers them.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RechargeData } from '@stavka/contract/office-wallet';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { AccountStrip } from './account-strip';
import { AmountField } from './amount-field';
import { MethodChoice } from './method-choice';
import { estimatePayment, normalizeAmountInput, presetAmounts } from './money';
import { amountProblemText, leaveForPayment } from './payment-form';
import { OtherWaysToPay } from './payment-agents';
import { PaymentAttempts } from './payment-attempt';
import { PaymentSummary } from './payment-summary';
import { readRechargeChoice } from './recharge-search';
import { ScreenState, WalletScreen } from './wallet-screen';
import { splitWalletFailure } from './wallet-errors';
import { useRechargeData, useWalletApi } from './wallet-queries';
import styles from './wallet.module.css';

export function RechargePage() {
  const { t } = useTranslation();
  const data = useRechargeData();
  return (
    <WalletScreen title={t('wallet_recharge_title')}>
      <ScreenState query={data}>{(loaded) => <RechargeForm data={loaded} />}</ScreenState>
    </WalletScreen>
  );
}

const FORM_FIELDS: ReadonlySet<string> = new Set(['amount', 'method_id']);

function RechargeForm({ data }: { data: RechargeData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const wallet = useWalletApi();
  const [search] = useSearchParams();
  const { account, methods } = data;
  const suggested = readRechargeChoice(search);
  const [methodId, setMethodId] = useState(() => methods.find((m) => m.id === suggested.method)?.id ?? methods[0]?.id);
  const [amount, setAmount] = useState(() => normalizeAmountInput(suggested.amount ?? '', account.scale));
  const [errors, setErrors] = useState<{ fields: Readonly<Record<string, string>>; general: string | null }>({ fields: {}, general: null });
  const [sending, setSending] = useState(false);
  const [attempts] = useState(() => new PaymentAttempts());
  const method = methods.find((m) => m.id === methodId);
  const estimate = method ? estimatePayment(amount, method, account.scale) : ({ kind: 'empty' } as const);

  if (methods.length === 0) {
    return (
      <>
        <AccountStrip account={account} />
        <div className={styles.empty}>
          <p>{t('wallet_no_methods')}</p>
        </div>
        <OtherWaysToPay agents={data.agents} cashAgent={data.cashAgent} />
        {data.consultant.available && <ConsultantLink />}
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
    const problem = amountProblemText(t, site.lang, estimate, method, account);
    if (problem) return setErrors({ fields: { amount: problem }, general: null });
    setSending(true);
    const answer = await wallet.deposit({ methodId: method.id, amount, idempotencyKey: attempts.keyFor({ method: method.id, amount }) });
    if (answer.ok) {
      attempts.settle();
      // Off to the provider's page; the button keeps showing progress until the page is gone.
      leaveForPayment(answer.data.redirectUrl);
      return;
    }
    setSending(false);
    const split = splitWalletFailure(t, answer.failure, FORM_FIELDS);
    setErrors({ fields: split.onFields, general: split.general });
  };

  return (
    <>
      <AccountStrip account={account} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <MethodChoice
          methods={methods}
          selected={methodId}
          onSelect={(id) => change(() => setMethodId(id))}
          currency={account.iso}
          scale={account.scale}
          name="deposit-method"
          error={errors.fields['method_id']}
        />
        <AmountField
          value={amount}
          onChange={(text) => change(() => setAmount(text))}
          currency={account.iso}
          scale={account.scale}
          presets={presetAmounts(data.amountTemplates, method, account.scale)}
          error={errors.fields['amount']}
        />
        <PaymentSummary estimate={estimate} currency={account.iso} scale={account.scale} direction="deposit" />
        {errors.general && <Alert messageKind="error">{errors.general}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" variant="accent" size="l" loading={sending}>
            {t('wallet_deposit')}
          </Button>
        </div>
      </form>
      <OtherWaysToPay agents={data.agents} cashAgent={data.cashAgent} />
      {data.consultant.available && <ConsultantLink />}
    </>
  );
}

/** Where the player's country has the payment consultant (spec §6), the way to ask about a payment. */
function ConsultantLink() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <p className={styles.note}>
      <AppLink to={href('office_payment_consultant', { lng: site.lang })}>{t('consultant_recharge_link')}</AppLink>
    </p>
  );
}
