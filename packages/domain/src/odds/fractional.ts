// Fractional (UK) odds from a decimal price in thousandths. UK books do not quote any fraction:
// they quote the traditional ladder (evens, 11/10, 6/4, 7/4, 85/40 …, and its mirror odds-on,
// 10/11, 4/6, 4/7 …), written the way it is said (6/4, not 3/2; 85/40, not 17/8). A price is shown
// as the nearest rung of that ladder (decision 0015). The fraction is for reading only: the price
// itself stays the exact decimal everywhere (slip, bet, settlement), so a shown 7/4 for 2.743 still
// bets at 2.743, and each rung read back (parseOdds) is the decimal price that shows as that rung.

export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

const fraction = (numerator: number, denominator = 1): Fraction => ({ numerator, denominator });

function rungs(quotes: string): Fraction[] {
  return quotes.split(/\s+/).map((quote) => {
    const [numerator = '', denominator = '1'] = quote.split('/');
    return fraction(Number(numerator), Number(denominator));
  });
}

/** Evens and the prices against, shortest first. 999/1 is the longest price we take (1000.00). */
const AGAINST: readonly Fraction[] = rungs(
  '1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 85/40 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 ' +
    '17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 ' +
    '300/1 400/1 500/1 750/1 999/1',
);

/** Odds-on: the mirror of the rungs against up to 100/1 (4/6 for 6/4), then the shortest prices to 1.001. */
const ODDS_ON: readonly Fraction[] = [
  ...AGAINST.slice(1, AGAINST.findIndex((f) => f.numerator === 100) + 1).map((f) => fraction(f.denominator, f.numerator)),
  fraction(1, 200),
  fraction(1, 500),
  fraction(1, 1000),
];

/** Every rung, shortest price first. */
export const fractionalLadder: readonly Fraction[] = [...[...ODDS_ON].reverse(), ...AGAINST];

/** The decimal price of n/d in thousandths, rounded half up: 1000 + round(1000·n/d), in integers. */
export function fractionThousandths({ numerator, denominator }: Fraction): number {
  return 1000 + Math.floor((2000 * numerator + denominator) / (2 * denominator));
}

/** Compares |a − net/1000| with |b − net/1000| without floats: negative when a is nearer. */
function compareDistance(a: Fraction, b: Fraction, net: number): number {
  const da = Math.abs(1000 * a.numerator - net * a.denominator) * b.denominator;
  const db = Math.abs(1000 * b.numerator - net * b.denominator) * a.denominator;
  return da - db;
}

/** The ladder rung quoted for a decimal price of `thousandths` (> 1000): the nearest, the shorter on a tie. */
export function fractionalOdds(thousandths: number): Fraction {
  if (!Number.isInteger(thousandths) || thousandths <= 1000)
    throw new RangeError(`A price in thousandths is an integer above 1000, not ${thousandths}`);
  const net = thousandths - 1000;
  // The first rung at or above the price; the nearest is it or the one below.
  let low = 0;
  let high = fractionalLadder.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const rung = fractionalLadder[middle];
    if (rung !== undefined && 1000 * rung.numerator < net * rung.denominator) low = middle + 1;
    else high = middle;
  }
  const above = fractionalLadder[low] ?? fraction(999);
  const below = fractionalLadder[low - 1];
  return below !== undefined && compareDistance(below, above, net) <= 0 ? below : above;
}
