// Money on the wallet screens: the server's exact decimal text formatted with Intl in the page's
// language (DESIGN §1: no float on the way), and the display-only estimate of a payment's fee and
// total as the player types. The server decides the real fee; the estimate never leaves the browser.
import type { OfferedMethodRecord } from '@stavka/contract/payments';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { normalizeNumericInput } from '@stavka/domain/numeric-input';
import { limitProblem, paymentFee, type LimitProblem } from '@stavka/domain/payment-fees';
import { formatMoney } from '@stavka/i18n/format';

/** Exact decimal text ('1234.50') in a currency, for the page's language: '1 234,50 ₽', '$1,234.50'. */
export function formatExact(text: string, currency: string, scale: number, lang: string, options: { trimZeros?: boolean } = {}): string {
  const minor = toMinor(text, scale);
  return minor === null ? `${text} ${currency}` : formatMoney(minor, { code: currency, scale }, lang, options);
}

/** Minor units of exact decimal text (a sign allowed), or null when it is not one at this scale. */
export function toMinor(text: string, scale: number): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return null;
  const minor = BigInt(match[2] ?? '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return match[1] ? -minor : minor;
}

/** What a typed amount comes to with a method, or why it cannot be sent as it is. */
export type PaymentEstimate =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid'; readonly problem: string }
  | { readonly kind: 'ok'; readonly amount: string; readonly fee: string; readonly total: string; readonly limit: LimitProblem | null };

/**
 * The fee and total of `amount` (the player's text) by `method`, in the currency's scale: the
 * amount plus the method's percentage (rounded half up) plus its fixed part, as the server counts
 * it. `limit` names a bound the amount is outside of, so the page can say so before sending.
 */
export function estimatePayment(amount: string, method: OfferedMethodRecord, scale: number): PaymentEstimate {
  if (amount.trim() === '') return { kind: 'empty' };
  const parsed = parseRequestedAmount(amount, scale);
  if (!parsed.ok) return { kind: 'invalid', problem: parsed.problem };
  const fixed = toMinor(method.feeFixed, scale) ?? 0n;
  const fee = paymentFee(parsed.minor, method.feePercent, fixed);
  const min = method.min === null ? null : toMinor(method.min, scale);
  const max = method.max === null ? null : toMinor(method.max, scale);
  const limits = min !== null && max !== null ? { min, max } : undefined;
  return {
    kind: 'ok',
    amount: fromMinorUnits(parsed.minor, scale),
    fee: fromMinorUnits(fee, scale),
    total: fromMinorUnits(parsed.minor + fee, scale),
    limit: limitProblem(parsed.minor, limits) ?? null,
  };
}

/** Longer than any amount a limit allows; the server refuses more than 15 digits anyway. */
const AMOUNT_MAX_LENGTH = 24;

/**
 * An amount field's text after a keystroke (spec §5 numeric input): digits and one separator
 * (comma or dot, sent as a dot), decimals cut to the currency's scale, leading zeros dropped.
 * Bounds are not forced while typing: a player typing 500 passes through 5 on the way.
 */
export function normalizeAmountInput(raw: string, scale: number): string {
  return normalizeNumericInput(raw, { accuracy: scale, maxLength: AMOUNT_MAX_LENGTH });
}

/** The brand's presets a method takes (within its limits), as amount text in the currency's scale. */
export function presetAmounts(templates: readonly number[], method: OfferedMethodRecord | undefined, scale: number): string[] {
  const texts = templates.flatMap((value) => {
    const text = plainNumber(value);
    const parsed = parseRequestedAmount(text, scale);
    return parsed.ok ? [{ text, minor: parsed.minor }] : [];
  });
  const min = method?.min == null ? null : toMinor(method.min, scale);
  const max = method?.max == null ? null : toMinor(method.max, scale);
  const shown = new Map<bigint, string>();
  for (const { text, minor } of texts) {
    if ((min === null || minor >= min) && (max === null || minor <= max) && !shown.has(minor)) shown.set(minor, text);
  }
  return [...shown.values()];
}

/** A configured preset as plain decimal text (no exponent): 1e21 is no preset anyone types. */
function plainNumber(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? '' : text;
}
