// Normalisation of a numeric text field on every keystroke (spec §5 "Numeric input").
// The result is always text the field can show, including the partial states a player passes
// through while typing: '' (cleared), '-' (a sign before the digits) and '12.' (a separator before
// the decimals) are kept as typed, so the caret never fights the player.
import { MAX_SCALE, compareDecimals, fromMinorUnits, toMinorUnits } from './money';

export interface NumericInputOptions {
  /** Smallest allowed value; a smaller complete number becomes min. */
  min?: number;
  /** Largest allowed value; a larger complete number becomes max. */
  max?: number;
  /** Decimal places kept (extra ones are cut, not rounded); 0 means integers. Unset: no limit. */
  accuracy?: number;
  /** Whether a leading minus is allowed. Default: only when min or max is negative. */
  signed?: boolean;
  /** The text is cut to this many characters. */
  maxLength?: number;
}

/**
 * Applies the spec §5 rules in order: keep only digits, dot, comma and minus; minus only at the
 * start (dropped when unsigned); comma or dot is the decimal separator (only the first one
 * counts); leading zeros removed; decimals truncated to `accuracy`; text cut to `maxLength`;
 * a complete number below min becomes min and above max becomes max.
 *
 * `normalizeNumericInput('0012,345', { accuracy: 2 })` → '12.34';
 * `normalizeNumericInput('1500', { max: 1000 })` → '1000'.
 */
export function normalizeNumericInput(raw: string, opts: NumericInputOptions = {}): string {
  const signed = opts.signed ?? ((opts.min ?? 0) < 0 || (opts.max ?? 0) < 0);
  const kept = raw.replace(/[^\d.,-]/g, '');
  const negative = signed && kept.startsWith('-');
  const unsignedText = kept.replace(/-/g, '').replace(/,/g, '.');

  const pointAt = unsignedText.indexOf('.');
  const hasPoint = pointAt >= 0;
  let intPart = hasPoint ? unsignedText.slice(0, pointAt) : unsignedText;
  let fraction = hasPoint ? unsignedText.slice(pointAt + 1).replace(/\./g, '') : '';

  intPart = stripLeadingZeros(intPart);
  // '.5' is read as '0.5': the separator typed first still starts a number.
  if (intPart === '' && hasPoint) intPart = '0';

  let text: string;
  if (opts.accuracy !== undefined && opts.accuracy <= 0) {
    text = intPart;
  } else {
    if (opts.accuracy !== undefined) fraction = fraction.slice(0, Math.floor(opts.accuracy));
    text = hasPoint ? `${intPart}.${fraction}` : intPart;
  }
  if (negative) text = `-${text}`;
  if (opts.maxLength !== undefined) text = text.slice(0, Math.max(0, Math.floor(opts.maxLength)));

  return clampToRange(text, opts);
}

function stripLeadingZeros(digits: string): string {
  const stripped = digits.replace(/^0+/, '');
  return stripped === '' && digits !== '' ? '0' : stripped;
}

/** Min and max apply to complete numbers only: '' and '-' are not numbers yet. */
function clampToRange(text: string, opts: NumericInputOptions): string {
  if (!/\d/.test(text)) return text;
  const value = text.endsWith('.') ? text.slice(0, -1) : text;
  // A NaN or infinite bound is no bound (compareDecimals would reject it).
  if (opts.min !== undefined && Number.isFinite(opts.min) && compareDecimals(value, opts.min) < 0) {
    return boundText(opts.min, opts.accuracy, 'up');
  }
  if (opts.max !== undefined && Number.isFinite(opts.max) && compareDecimals(value, opts.max) > 0) {
    return boundText(opts.max, opts.accuracy, 'down');
  }
  return text;
}

/**
 * A bound as field text within `accuracy`, rounded towards the inside of the range (min up,
 * max down) so that the replacement passes the rules again unchanged.
 */
function boundText(bound: number, accuracy: number | undefined, direction: 'up' | 'down'): string {
  const exact = plainDecimal(bound);
  if (accuracy === undefined) return exact;
  const scale = Math.max(0, Math.floor(accuracy));
  let minor = truncateToScale(exact, scale);
  const inexact = compareDecimals(fromMinorUnits(minor, scale), exact) !== 0;
  if (inexact && direction === 'up' && !exact.startsWith('-')) minor += 1n;
  if (inexact && direction === 'down' && exact.startsWith('-')) minor -= 1n;
  return trimFraction(fromMinorUnits(minor, scale));
}

/** The decimal truncated towards zero to `scale` places, as minor units. */
function truncateToScale(decimal: string, scale: number): bigint {
  const negative = decimal.startsWith('-');
  const [intPart = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const magnitude = BigInt(intPart + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -magnitude : magnitude;
}

/** A finite number as plain decimal text without an exponent: 1e-7 → '0.0000001'. */
function plainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return trimFraction(fromMinorUnits(toMinorUnits(text, MAX_SCALE), MAX_SCALE));
}

/** '10.00' → '10', '0.50' → '0.5'. */
function trimFraction(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}
