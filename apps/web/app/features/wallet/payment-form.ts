// What the deposit and withdrawal forms check before sending (the server checks it all again and
// decides): an amount is there, readable, within the method's bounds and, for a withdrawal, within
// the available money. Each problem in the player's words, with the bound formatted.
import type { TFunction } from 'i18next';
import type { OfferedMethodRecord } from '@stavka/contract/payments';
import type { AccountRecord } from '@stavka/contract/wallet';
import { formatExact, type PaymentEstimate, toMinor } from './money';
import { translateServerMessage } from './wallet-errors';

export function amountProblemText(
  t: TFunction,
  lang: string,
  estimate: PaymentEstimate,
  method: OfferedMethodRecord,
  account: Pick<AccountRecord, 'iso' | 'scale'>,
  /** For a withdrawal: the available money the total must fit in. */
  available?: string,
): string | null {
  if (estimate.kind === 'empty') return t('wallet_amount_required');
  if (estimate.kind === 'invalid') return translateServerMessage(t, estimate.problem);
  const money = (text: string) => formatExact(text, account.iso, account.scale, lang, { trimZeros: true });
  if (estimate.limit === 'payment_amount_below_min' && method.min !== null) return t('wallet_amount_min', { min: money(method.min) });
  if (estimate.limit === 'payment_amount_above_max' && method.max !== null) return t('wallet_amount_max', { max: money(method.max) });
  if (available !== undefined) {
    const total = toMinor(estimate.total, account.scale);
    const have = toMinor(available, account.scale);
    if (total !== null && have !== null && total > have) return t('wallet_amount_over_available', { available: money(available) });
  }
  return null;
}

/** Goes to the payment provider's page (an http(s) address the server gave; the answer's schema checked it). */
export function leaveForPayment(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('A payment page must be an http(s) address');
  window.location.assign(target.href);
}
