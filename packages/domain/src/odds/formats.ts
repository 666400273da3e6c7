// The six odds formats of issue 4, shown from a decimal price in integer thousandths (DESIGN §1).
// Ids are the coefficient-view ids (`cfView`, `default_coef_view_by_geo/_by_lang`); the wire
// format leaves the family's table open (wire-format §6), so ours is:
//   0 decimal 1.85 · 1 fractional 5/6 (the UK ladder, fractional.ts) · 2 American −118 / +150 · 3 Hong Kong 0.85 ·
//   4 Indonesian −1.18 / +1.50 · 5 Malaysian 0.85 / −0.67
// Net odds (d − 1) are exact in thousandths and shown with two or three decimals; the formats
// that invert them (American below 2.00, Indonesian below 2.00, Malaysian above 2.00) round half
// up: to whole numbers (American), and to two decimals or two significant digits, whichever is
// finer (Indonesian −1.18; Malaysian −0.67, −0.095, −0.0010 for 1000.00). Near evens the
// inverted side rounds onto the boundary (1.999 → −100, 2.003 Malaysian → −1.00), which means
// the same as +100 / 1.00. All arithmetic is on integers.
import { fractionalOdds } from './fractional';

export const oddsFormats = ['decimal', 'fractional', 'american', 'hong-kong', 'indonesian', 'malaysian'] as const;
export type OddsFormat = (typeof oddsFormats)[number];

export const oddsFormatIds = {
  decimal: 0,
  fractional: 1,
  american: 2,
  'hong-kong': 3,
  indonesian: 4,
  malaysian: 5,
} as const satisfies Record<OddsFormat, number>;

/** The format of a coefficient-view id; undefined for an unknown id. */
export function oddsFormatFromId(id: number): OddsFormat | undefined {
  return oddsFormats[id];
}

/** A signed decimal to show: |value| = units / 10^decimals. */
interface Shown {
  readonly negative: boolean;
  readonly units: number;
  readonly decimals: number;
  /** Show "+" on a positive value (American). */
  readonly plus?: boolean;
}

/** round(numerator / denominator), half up, for positive integers. */
function roundedQuotient(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Net odds n/1000 with two decimals when the third is 0, else three. */
function net(thousandths: number, negative = false): Shown {
  const n = thousandths - 1000;
  return n % 10 === 0 ? { negative, units: n / 10, decimals: 2 } : { negative, units: n, decimals: 3 };
}

/**
 * −1000/n rounded half up with two decimals, or as many more as two significant digits need
 * (chosen from the magnitude, so neighbouring prices agree: 1000/n ≥ 0.1 → 2, ≥ 0.01 → 3, …);
 * a trailing zero that rounding produced beyond two significant digits is dropped (0.100 → 0.10).
 */
function inverted(thousandths: number): Shown {
  const n = thousandths - 1000;
  let decimals = 2;
  while (n > 10 ** (decimals + 2) && decimals < 8) decimals++;
  let units = roundedQuotient(1000 * 10 ** decimals, n);
  while (decimals > 2 && units >= 100 && units % 10 === 0) {
    units /= 10;
    decimals--;
  }
  return { negative: true, units, decimals };
}

function shownValue(thousandths: number, format: Exclude<OddsFormat, 'fractional'>): Shown {
  switch (format) {
    case 'decimal':
      return thousandths % 10 === 0 ? { negative: false, units: thousandths / 10, decimals: 2 } : { negative: false, units: thousandths, decimals: 3 };
    case 'hong-kong':
      return net(thousandths);
    case 'american':
      return thousandths >= 2000
        ? { negative: false, units: roundedQuotient(thousandths - 1000, 10), decimals: 0, plus: true }
        : { negative: true, units: roundedQuotient(100_000, thousandths - 1000), decimals: 0 };
    case 'indonesian':
      return thousandths >= 2000 ? net(thousandths) : inverted(thousandths);
    case 'malaysian':
      return thousandths <= 2000 ? net(thousandths) : inverted(thousandths);
  }
}

function plainText(shown: Shown): string {
  const digits = String(shown.units).padStart(shown.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - shown.decimals);
  const fraction = digits.slice(digits.length - shown.decimals);
  const sign = shown.negative ? '-' : shown.plus ? '+' : '';
  return `${sign}${whole}${shown.decimals > 0 ? `.${fraction}` : ''}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: number, plus: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${plus}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
      signDisplay: plus ? 'exceptZero' : 'auto',
    });
    formatters.set(key, f);
  }
  return f;
}

function localText(shown: Shown, locale: string): string {
  // The double nearest an exact d-decimal value prints as that value at d decimals.
  const value = (shown.negative ? -1 : 1) * (shown.units / 10 ** shown.decimals);
  return formatter(locale, shown.decimals, shown.plus === true).format(value);
}

function assertPrice(thousandths: number): void {
  if (!Number.isInteger(thousandths) || thousandths <= 1000) throw new RangeError(`A price in thousandths is an integer above 1000, not ${thousandths}`);
}

/**
 * A price shown in a format. Without a locale the text is plain ASCII with a "." separator (for
 * the wire's `CV` and for logs); with one, digits, separator and signs follow the locale.
 */
export function formatOdds(thousandths: number, format: OddsFormat, locale?: string): string {
  assertPrice(thousandths);
  if (format === 'fractional') {
    const { numerator, denominator } = fractionalOdds(thousandths);
    if (locale === undefined) return `${numerator}/${denominator}`;
    const f = formatter(locale, 0, false);
    return `${f.format(numerator)}/${f.format(denominator)}`;
  }
  const shown = shownValue(thousandths, format);
  return locale === undefined ? plainText(shown) : localText(shown, locale);
}
