import type { PaymentsSection } from '@stavka/contract/payments-config';
import type { PaymentRecord } from '@stavka/contract/payments';
import type { Payment, PaymentEvent } from '@stavka/db/schema';
import { fromMinorUnits } from '@stavka/domain/money';
import { methodName } from './methods';

// A payment as the player reads it (payment history, the result page, the payment check). Payout
// details are masked: the last four characters only.

export function presentPayment(
  payment: Payment,
  events: readonly PaymentEvent[],
  view: { scaleOf(code: string): number; language: string; defaultLanguage: string; payments: PaymentsSection },
): PaymentRecord {
  const scale = view.scaleOf(payment.currencyCode);
  const method = view.payments.methods.find((m) => m.id === payment.method);
  const amount = fromMinorUnits(payment.amount, scale);
  const fee = fromMinorUnits(payment.fee, scale);
  return {
    id: payment.id,
    number: payment.number,
    direction: payment.direction,
    method: payment.method,
    methodName: method ? methodName(method, view.language, view.defaultLanguage) : payment.method,
    status: payment.status,
    amount: Number(amount),
    amountExact: amount,
    fee: Number(fee),
    feeExact: fee,
    currency: payment.currencyCode,
    accountId: payment.accountId,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    details: Object.fromEntries(Object.entries(payment.details).map(([key, value]) => [key, mask(value)])),
    history: events
      .filter((event) => event.paymentId === payment.id)
      .map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note ?? null })),
  };
}

function mask(value: string): string {
  return value.length <= 4 ? '••••' : `•••• ${value.slice(-4)}`;
}
