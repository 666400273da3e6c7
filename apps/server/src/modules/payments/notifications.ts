import type { Payment } from '@stavka/db/schema';
import { runInTransaction, uniqueViolation, type UnitOfWork } from '@stavka/db/unit-of-work';
import { publishAfterCommit } from '../outbox/service';
import { PUSH_SUBJECT } from '../push/service';
import { recordServerEvent, trackingCodes } from '../tracking/service';
import type { PaymentsContext } from './context';
import type { ProviderNotification } from './providers/provider';
import { completedDepositCount, lockPayment, moveStatus, recordEvent } from './repo';

// A provider's verified notification decides a payment (issue 11): a deposit is credited or
// declined, a payout is paid or failed. Each is one unit of work on the locked payment, keyed by
// the provider's transaction id; a replay finds the payment decided and changes nothing. A
// notification that does not match its payment (another provider, amount or currency) is refused.

export type NotificationVerdict = 'applied' | 'already-applied' | 'pending' | 'mismatch' | 'unknown-payment';

export async function applyNotification(ctx: PaymentsContext, provider: string, notification: ProviderNotification): Promise<NotificationVerdict> {
  try {
    return await runInTransaction(ctx.db, async (uow) => {
      const payment = await lockPayment(uow.tx, notification.paymentId);
      if (!payment) return 'unknown-payment';
      if (payment.provider !== provider || payment.currencyCode !== notification.currencyCode) return 'mismatch';
      if (payment.providerTxId !== null && payment.providerTxId !== notification.providerTxId) return 'mismatch';
      if (notification.outcome === 'pending') return 'pending';
      if (payment.direction === 'deposit') return settleDeposit(ctx, uow, payment, notification);
      return settlePayout(ctx, uow, payment, notification);
    });
  } catch (error) {
    // The provider's transaction id names another payment of ours: never act on it.
    if (uniqueViolation(error) === 'payments_provider_tx_key') return 'mismatch';
    throw error;
  }
}

async function settleDeposit(ctx: PaymentsContext, uow: UnitOfWork, payment: Payment, notification: ProviderNotification): Promise<NotificationVerdict> {
  if (payment.status !== 'created') return 'already-applied';
  const now = ctx.now();
  if (notification.outcome === 'declined') {
    await moveStatus(uow.tx, payment.id, ['created'], { status: 'declined', now, providerTxId: notification.providerTxId });
    await recordEvent(uow.tx, { paymentId: payment.id, status: 'declined', actor: `provider:${payment.provider}`, at: now });
    await announce(ctx, uow, payment, 'declined');
    return 'applied';
  }
  // What the provider took: the amount and the fee on top of it.
  if (notification.amount !== payment.amount + payment.fee) return 'mismatch';
  const clearing = await ctx.wallet.systemAccount(uow, payment.siteId, 'clearing', payment.currencyCode);
  const credited = await ctx.wallet.transfer(uow, {
    siteId: payment.siteId,
    key: `deposit:${payment.id}`,
    reason: 'deposit',
    currencyCode: payment.currencyCode,
    amount: payment.amount,
    from: clearing,
    to: payment.accountId,
    meta: { payment: payment.id, number: payment.number, method: payment.method },
  });
  // What the player owes (an advance, a debt; decisions 0028, 0029) is repaid first from the deposit.
  await ctx.wallet.repayDebt(uow, payment.accountId, payment.amount, `deposit:${payment.id}:repay`);
  if (payment.fee > 0n) {
    const house = await ctx.wallet.systemAccount(uow, payment.siteId, 'house', payment.currencyCode);
    await ctx.wallet.transfer(uow, { siteId: payment.siteId, key: `deposit-fee:${payment.id}`, reason: 'fee', currencyCode: payment.currencyCode, amount: payment.fee, from: clearing, to: house, meta: { payment: payment.id } });
  }
  const earlier = await completedDepositCount(uow.tx, payment.userId);
  await moveStatus(uow.tx, payment.id, ['created'], { status: 'completed', now, transferId: credited.transfer.id, providerTxId: notification.providerTxId });
  await recordEvent(uow.tx, { paymentId: payment.id, status: 'completed', actor: `provider:${payment.provider}`, at: now });
  await recordServerEvent(uow.tx, {
    siteId: payment.siteId,
    userId: payment.userId,
    code: earlier === 0 ? trackingCodes.firstDeposit : trackingCodes.reDeposit,
    session: payment.id,
    at: now,
    metadata: { s1: payment.currencyCode, s2: payment.method, i1: payment.number },
  });
  await announce(ctx, uow, payment, 'completed');
  return 'applied';
}

async function settlePayout(ctx: PaymentsContext, uow: UnitOfWork, payment: Payment, notification: ProviderNotification): Promise<NotificationVerdict> {
  if (payment.status !== 'approved') return payment.status === 'paid' || payment.status === 'failed' ? 'already-applied' : 'mismatch';
  if (notification.amount !== payment.amount) return 'mismatch';
  const now = ctx.now();
  if (notification.outcome === 'approved') {
    await moveStatus(uow.tx, payment.id, ['approved'], { status: 'paid', now, providerTxId: notification.providerTxId });
    await recordEvent(uow.tx, { paymentId: payment.id, status: 'paid', actor: `provider:${payment.provider}`, at: now });
    await announce(ctx, uow, payment, 'paid');
    return 'applied';
  }
  // The provider could not pay: the money comes back to the player's account (less nothing: the fee was not earned).
  const clearing = await ctx.wallet.systemAccount(uow, payment.siteId, 'clearing', payment.currencyCode);
  const house = await ctx.wallet.systemAccount(uow, payment.siteId, 'house', payment.currencyCode);
  await ctx.wallet.transfer(uow, { siteId: payment.siteId, key: `payout-failed:${payment.id}`, reason: 'refund', currencyCode: payment.currencyCode, amount: payment.amount, from: clearing, to: payment.accountId, meta: { payment: payment.id } });
  if (payment.fee > 0n) {
    await ctx.wallet.transfer(uow, { siteId: payment.siteId, key: `payout-failed-fee:${payment.id}`, reason: 'refund', currencyCode: payment.currencyCode, amount: payment.fee, from: house, to: payment.accountId, meta: { payment: payment.id } });
  }
  await moveStatus(uow.tx, payment.id, ['approved'], { status: 'failed', now, providerTxId: notification.providerTxId });
  await recordEvent(uow.tx, { paymentId: payment.id, status: 'failed', actor: `provider:${payment.provider}`, note: 'the provider could not pay out; the money was returned', at: now });
  await announce(ctx, uow, payment, 'failed');
  return 'applied';
}

/** The player's notice that a payment was decided, published once the decision commits. */
export async function announce(ctx: PaymentsContext, uow: UnitOfWork, payment: Payment, status: Payment['status']): Promise<void> {
  await publishAfterCommit(ctx.outbox, uow, PUSH_SUBJECT.user(payment.userId), {
    userId: payment.userId,
    notice: { kind: 'payment', paymentId: payment.id, number: payment.number, direction: payment.direction, status },
  });
}
