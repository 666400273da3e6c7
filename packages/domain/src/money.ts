// Exact decimal <-> minor-unit conversion (DESIGN §1: amounts are bigint counts of minor units,
// scale per currency: RUB 2, JPY 0, KWD 3, BTC 8 …). No floating point anywhere: a decimal string
// is read digit by digit into a bigint, so 123456789012345678.99 survives the trip unchanged.
//
// Rounding rule: half-up, away from zero (1.005 → 1.01, -1.005 → -1.01). It is what players and
// accountants expect from "round to two decimals" (spec §5 "Amounts round to two decimals");
// banker's rounding would surprise a player whose 0.125 stake shows as 0.12.

/** The decimal places of an amount shown to players (spec §5 "Amounts round to two decimals"). */
export const AMOUNT_DECIMALS = 2;

/** Largest scale accepted: 18 covers ERC-20 tokens (wei); anything above is a configuration bug. */
export const MAX_SCALE = 18;

/** Exponents beyond this are refused: no real amount needs them and they would allocate huge strings. */
const MAX_EXPONENT = 400;

export type InvalidAmountReason = 'not_a_number' | 'invalid_scale';

/** Thrown for text that is not a plain decimal number, a non-finite number, or a bad scale. */
export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  constructor(
    readonly reason: InvalidAmountReason,
    readonly input: string,
  ) {
    super(
      reason === 'invalid_scale'
        ? `Invalid currency scale: ${input}`
        : `Not a decimal number: ${JSON.stringify(input)}`,
    );
  }
}

/** A decimal split into its parts: sign, digits without a point, and the power of ten applied. */
interface ParsedDecimal {
  negative: boolean;
  digits: string;
  /** value = (negative ? -1 : 1) * digits * 10^-fractionDigits */
  fractionDigits: number;
}

// Optional sign, digits with an optional point (at least one digit overall), optional exponent.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parseDecimal(value: string | number): ParsedDecimal {
  const text = decimalText(value);
  const match = DECIMAL.exec(text);
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || intPart.length + fracPart.length === 0) {
    throw new InvalidAmountError('not_a_number', text);
  }
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  if (Math.abs(exponent) > MAX_EXPONENT) throw new InvalidAmountError('not_a_number', text);
  let digits = intPart + fracPart;
  let fractionDigits = fracPart.length - exponent;
  if (fractionDigits < 0) {
    digits += '0'.repeat(-fractionDigits);
    fractionDigits = 0;
  }
  return { negative: match[1] === '-', digits, fractionDigits };
}

/**
 * A number is read through its shortest round-trip text (what `String(n)` gives), so 1.005 means
 * the decimal 1.005 the caller typed, not the binary 1.00499999999999989….
 */
function decimalText(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidAmountError('not_a_number', String(value));
    return String(value);
  }
  return value.trim();
}

function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new InvalidAmountError('invalid_scale', String(scale));
  }
}

/**
 * Minor units of a decimal amount at the given scale, rounded half-up away from zero.
 * `toMinorUnits('12.345', 2)` → 1235n; `toMinorUnits('-0.005', 2)` → -1n; `toMinorUnits('7', 0)` → 7n.
 * Accepts an optional sign, a point, and an exponent ('1.5e3'); throws InvalidAmountError otherwise.
 */
export function toMinorUnits(decimal: string | number, scale: number): bigint {
  assertScale(scale);
  const { negative, digits, fractionDigits } = parseDecimal(decimal);
  let magnitude: bigint;
  if (fractionDigits <= scale) {
    magnitude = BigInt(digits) * 10n ** BigInt(scale - fractionDigits);
  } else {
    const drop = fractionDigits - scale;
    const kept = digits.length > drop ? BigInt(digits.slice(0, digits.length - drop)) : 0n;
    const firstDropped = digits.length >= drop ? digits.charAt(digits.length - drop) : '0';
    magnitude = firstDropped >= '5' ? kept + 1n : kept;
  }
  return negative ? -magnitude : magnitude;
}

/**
 * The exact decimal text of minor units with exactly `scale` fraction digits:
 * `fromMinorUnits(150n, 2)` → '1.50'; `fromMinorUnits(-5n, 2)` → '-0.05'; `fromMinorUnits(7n, 0)` → '7'.
 */
export function fromMinorUnits(minor: bigint, scale: number): string {
  assertScale(scale);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const sign = negative ? '-' : '';
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A decimal rounded half-up away from zero to `scale` places, as exact text: ('2.675', 2) → '2.68'. */
export function roundToScale(decimal: string | number, scale: number): string {
  return fromMinorUnits(toMinorUnits(decimal, scale), scale);
}

/** An amount rounded to two decimals (spec §5 "Amounts round to two decimals"). */
export function roundAmount(decimal: string | number): string {
  return roundToScale(decimal, AMOUNT_DECIMALS);
}

/** Whether the text is a decimal number this module accepts. */
export function isDecimal(value: string): boolean {
  try {
    parseDecimal(value);
    return true;
  } catch {
    return false;
  }
}

/** Exact comparison of two decimals (-1, 0 or 1), with no float conversion: ('0.1', '0.10') → 0. */
export function compareDecimals(a: string | number, b: string | number): -1 | 0 | 1 {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.fractionDigits, right.fractionDigits);
  const x = scaled(left, scale);
  const y = scaled(right, scale);
  if (x === y) return 0;
  return x < y ? -1 : 1;
}

function scaled({ negative, digits, fractionDigits }: ParsedDecimal, scale: number): bigint {
  const magnitude = BigInt(digits) * 10n ** BigInt(scale - fractionDigits);
  return negative ? -magnitude : magnitude;
}

/** Why a requested amount was refused; each is a message key of its own (issue 11 "Bad input"). */
export type AmountProblem = 'amount_invalid' | 'amount_not_positive' | 'amount_too_precise' | 'amount_too_large';

/** Largest amount a request may name, in minor units: far inside a BIGINT whatever a ledger adds to it. */
export const MAX_REQUEST_MINOR = 10n ** 15n;

// A plain positive decimal as people type it: digits, at most one point; no sign, no exponent.
const PLAIN_AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/**
 * Minor units of an amount a player or operator asked for, read from its text without rounding
 * (DESIGN §1.1): more decimals than the currency's scale is refused, not rounded away, and so are
 * zero, signs, exponents and anything that is not a plain decimal. A JSON number arrives here as its
 * shortest round-trip text, which has the value the client wrote whenever it had at most 15
 * significant digits; longer ones reach the server as text (apps/server/src/http/json-body.ts).
 */
export function parseRequestedAmount(text: string | number, scale: number): { ok: true; minor: bigint } | { ok: false; problem: AmountProblem } {
  assertScale(scale);
  const source = typeof text === 'number' ? (Number.isFinite(text) ? String(text) : '') : text.trim();
  const match = PLAIN_AMOUNT.exec(source);
  if (!match) return { ok: false, problem: /^-/.test(source) ? 'amount_not_positive' : 'amount_invalid' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return { ok: false, problem: 'amount_too_precise' };
  const minor = BigInt(match[1] ?? '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  if (minor === 0n) return { ok: false, problem: 'amount_not_positive' };
  if (minor > MAX_REQUEST_MINOR) return { ok: false, problem: 'amount_too_large' };
  return { ok: true, minor };
}
