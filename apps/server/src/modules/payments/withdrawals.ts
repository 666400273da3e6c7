import { randomUUID } from 'node:crypto';
import type { PaymentMethodConfig } from '@stavka/contract/payments-config';
import type { Payment } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import { once } from '../idempotency/service';
import { PermanentOutboxError } from '../outbox/service';
import type { PaymentsContext } from './context';
import { checkedAmount, pickMethod, providerOf, type DepositRequest } from './deposits';
import { announce } from './notifications';
import { insertPayment, lockPayment, moveStatus, paymentById, recordEvent, setProviderTxId } from './repo';

// Withdrawals (issue 11): the player asks; the amount and the method's fee are held on their
// account at once; an operator approves (the hold is posted and the payout goes to the provider)
// or rejects (the hold is voided, the money is available again). The player cannot take a
// requested withdrawal back. A brand may require a verified identity first.

export const PAYOUT_TOPIC = 'payments.payout';

export interface WithdrawalRequest extends Omit<DepositRequest, 'party'> {
  identityVerified: boolean;
  details: Record<string, string>;
}

export async function requestWithdrawal(ctx: PaymentsContext, request: WithdrawalRequest): Promise<Payment> {
  if (request.brand.payments.withdrawalRequiresVerifiedIdentity && !request.identityVerified) {
    throw new AppError('forbidden', 'Verify your identity before withdrawing', { identity: ['payment_identity_required'] });
  }
  const paymentId = await runInTransaction(ctx.db, async (uow) => {
    const account = request.accountId === undefined ? await ctx.wallet.activeAccountOf(uow, request.owner) : await ctx.wallet.accountOf(uow, request.owner, request.accountId);
    if (account.kind !== 'cash') throw validationFailed({ account_id: ['wallet_account_not_switchable'] });
    const call = { userId: request.owner.id, operation: 'withdrawal', key: request.idempotencyKey, request: { method: request.methodId, amount: String(request.amount), account: account.id, details: request.details } };
    return once(uow, call, async () => {
      const scale = ctx.wallet.currencies.scaleOf(account.currencyCode);
      const method = pickMethod(ctx, request, 'withdrawal', account.currencyCode, scale);
      const details = checkedDetails(method.config, request.details);
      const amount = checkedAmount(request.amount, scale, method);
      const fee = method.feeOf(amount);
      const id = randomUUID();
      const clearing = await ctx.wallet.systemAccount(uow, account.siteId, 'clearing', account.currencyCode);
      // What the player owes (an advance, a debt; decisions 0028, 0029) is repaid before anything leaves.
      await ctx.wallet.repayDebt(uow, account.id, amount + fee, `withdrawal:${id}:repay`);
      const held = await ctx.wallet.hold(uow, {
        siteId: account.siteId,
        key: `withdrawal:${id}`,
        reason: 'withdrawal',
        currencyCode: account.currencyCode,
        amount: amount + fee,
        from: account.id,
        to: clearing,
        meta: { payment: id, method: method.config.id },
      });
      const payment = await insertPayment(uow.tx, {
        id,
        siteId: account.siteId,
        userId: request.owner.id,
        accountId: account.id,
        direction: 'withdrawal',
        method: method.config.id,
        provider: method.config.provider,
        amount,
        fee,
        currencyCode: account.currencyCode,
        status: 'requested',
        holdTransferId: held.transfer.id,
        details,
        countryId: request.countryId,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
      await recordEvent(uow.tx, { paymentId: payment.id, status: 'requested', actor: 'player', at: ctx.now() });
      return payment.id;
    });
  });
  const payment = await paymentById(ctx.db, paymentId);
  if (!payment) throw new Error(`payments: withdrawal ${paymentId} vanished`);
  return payment;
}

/** An operator's approval: the hold is posted, the fee earned, and the payout queued for the provider. */
export async function approveWithdrawal(ctx: PaymentsContext, paymentId: string, operator: string): Promise<Payment> {
  return runInTransaction(ctx.db, async (uow) => {
    const payment = await requestedWithdrawal(uow.tx, paymentId);
    const posted = await ctx.wallet.postHold(uow, payment.holdTransferId as number, `withdrawal:${payment.id}:post`, { operator });
    if (payment.fee > 0n) {
      const clearing = await ctx.wallet.systemAccount(uow, payment.siteId, 'clearing', payment.currencyCode);
      const house = await ctx.wallet.systemAccount(uow, payment.siteId, 'house', payment.currencyCode);
      await ctx.wallet.transfer(uow, { siteId: payment.siteId, key: `withdrawal-fee:${payment.id}`, reason: 'fee', currencyCode: payment.currencyCode, amount: payment.fee, from: clearing, to: house, meta: { payment: payment.id } });
    }
    const now = ctx.now();
    await moveStatus(uow.tx, payment.id, ['requested'], { status: 'approved', now, transferId: posted.transfer.id });
    await recordEvent(uow.tx, { paymentId: payment.id, status: 'approved', actor: `operator:${operator}`, at: now });
    await ctx.outbox.enqueue(uow, { topic: PAYOUT_TOPIC, payload: { paymentId: payment.id }, key: payment.id });
    await announce(ctx, uow, payment, 'approved');
    return { ...payment, status: 'approved' as const, transferId: posted.transfer.id };
  });
}

/** An operator's rejection: the hold is released, with the reason the player sees. */
export async function rejectWithdrawal(ctx: PaymentsContext, paymentId: string, operator: string, reason: string): Promise<Payment> {
  return runInTransaction(ctx.db, async (uow) => {
    const payment = await requestedWithdrawal(uow.tx, paymentId);
    await ctx.wallet.voidHold(uow, payment.holdTransferId as number, `withdrawal:${payment.id}:void`, { operator, reason });
    const now = ctx.now();
    await moveStatus(uow.tx, payment.id, ['requested'], { status: 'rejected', now });
    await recordEvent(uow.tx, { paymentId: payment.id, status: 'rejected', actor: `operator:${operator}`, note: reason, at: now });
    await announce(ctx, uow, payment, 'rejected');
    return { ...payment, status: 'rejected' as const };
  });
}

/** The outbox handler that sends an approved withdrawal to its provider (retried until it takes it). */
export function registerPayoutSender(ctx: PaymentsContext): void {
  ctx.outbox.handle(PAYOUT_TOPIC, async (payload) => {
    const { paymentId } = payload as { paymentId: string };
    const payment = await paymentById(ctx.db, paymentId);
    if (!payment) throw new PermanentOutboxError(`no payment ${paymentId}`);
    if (payment.status !== 'approved' || payment.providerTxId !== null) return;
    const started = await providerOf(ctx, payment.provider).startPayout({
      paymentId: payment.id,
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      scale: ctx.wallet.currencies.scaleOf(payment.currencyCode),
      details: payment.details,
      notifyUrl: ctx.notifyUrl(payment.provider as PaymentMethodConfig['provider'], ''),
    });
    await setProviderTxId(ctx.db, payment.id, started.providerTxId, ctx.now());
  });
}

async function requestedWithdrawal(tx: Parameters<typeof lockPayment>[0], paymentId: string): Promise<Payment> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.direction !== 'withdrawal') throw new AppError('not_found', `No withdrawal ${paymentId}`);
  if (payment.status !== 'requested') throw new AppError('conflict', `The withdrawal is ${payment.status}, not waiting for a decision`);
  return payment;
}

const PAYOUT_FIELDS: Record<PaymentMethodConfig['payoutField'], { name: string; pattern: RegExp } | undefined> = {
  card: { name: 'card', pattern: /^\d{12,19}$/ },
  iban: { name: 'iban', pattern: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/ },
  wallet: { name: 'wallet', pattern: /^[A-Za-z0-9._@+-]{4,64}$/ },
  none: undefined,
};

/** The payout details the method needs, normalised (spaces out), or a field error. */
function checkedDetails(method: PaymentMethodConfig, details: Record<string, string>): Record<string, string> {
  const field = PAYOUT_FIELDS[method.payoutField];
  if (!field) return {};
  const value = (details[field.name] ?? '').replace(/[\s-]/g, '').toUpperCase();
  const normalised = field.name === 'wallet' ? (details[field.name] ?? '').trim() : value;
  if (!field.pattern.test(normalised)) throw validationFailed({ [`details.${field.name}`]: ['payment_details_invalid'] });
  return { [field.name]: normalised };
}
