// Reading odds typed or stored in any of the six formats back into decimal thousandths, rounded
// to the nearest thousandth (formats.ts shows them). A price must come out between 1.001 and
// 1000 (a Malaysian quote longer than 1000 is read as 1000); anything else, or text that is not
// a number of the format, is null. Both "." and ","
// are accepted as the decimal separator; "evens" / "evs" are 1/1.
import type { OddsFormat } from './formats';
import { fractionThousandths } from './fractional';

const MIN = 1001;
const MAX = 1_000_000;
const NUMBER = /^([+-])?(\d+(?:[.,]\d+)?)$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;

function inRange(thousandths: number): number | null {
  return Number.isFinite(thousandths) && thousandths >= MIN && thousandths <= MAX ? thousandths : null;
}

/** Decimal odds from net odds v = d − 1 > 0. */
function fromNet(v: number): number | null {
  return inRange(1000 + Math.round(v * 1000));
}

/** Decimal odds from an inverted value v = 1/(d − 1) > 0. */
function fromInverted(v: number): number | null {
  return v > 0 ? inRange(1000 + Math.round(1000 / v)) : null;
}

function readNumber(text: string): { signed: number; explicitSign: boolean } | null {
  const match = NUMBER.exec(text);
  if (!match?.[2]) return null;
  const magnitude = Number(match[2].replace(',', '.'));
  return { signed: match[1] === '-' ? -magnitude : magnitude, explicitSign: match[1] !== undefined };
}

/** Thousandths for text in `format`, or null when it is not a valid price there. */
export function parseOdds(text: string, format: OddsFormat): number | null {
  const trimmed = text.trim().toLowerCase();
  if (format === 'fractional') {
    if (trimmed === 'evens' || trimmed === 'evs') return 2000;
    const match = FRACTION.exec(trimmed);
    if (!match?.[1] || !match[2]) return null;
    const numerator = Number(match[1]);
    const denominator = Number(match[2]);
    // In integers, as the ladder's rungs are: a shown rung reads back as the very price it shows.
    return denominator > 0 && numerator > 0 && numerator <= MAX ? inRange(fractionThousandths({ numerator, denominator })) : null;
  }
  const read = readNumber(trimmed);
  if (!read) return null;
  const v = read.signed;
  switch (format) {
    case 'decimal':
      return read.explicitSign && v < 0 ? null : inRange(Math.round(v * 1000));
    case 'hong-kong':
      return v > 0 ? fromNet(v) : null;
    case 'american':
      if (Math.abs(v) < 100) return null;
      return v > 0 ? fromNet(v / 100) : fromInverted(-v / 100);
    case 'indonesian':
      if (Math.abs(v) < 1) return null;
      return v > 0 ? fromNet(v) : fromInverted(-v);
    case 'malaysian':
      if (v === 0 || Math.abs(v) > 1) return null;
      // A long price shows as a tiny negative (1000.00 → −0.0010, read back as 1001): anything
      // longer than the longest price is read as the longest.
      return v > 0 ? fromNet(v) : fromInverted(Math.max(-v, 1000 / (MAX - 1000)));
  }
}
