// What a bet on the scripted feed's football markets must come to, worked out apart from the
// server's settlement (for the property, crash and fault tests): each leg from the final score as a
// bettor reads it, and the bet's return as the family states it — the stake spread over the C(n, k)
// combinations of a "k of n" bet (a single is 1 of 1, an express n of n), each combination paying
// its share times the product of its legs' coefficients (a void leg counts 1.00, a lost one 0),
// rounded down to the minor unit once, over the sum. No taxes, boost or maximum payout apply at the
// stakes these tests use.

/** A selection of footballGame's markets: 1X2 (types 1, 2, 3) or total goals 2.5 (9 over, 10 under). */
export interface Pick {
  type: 1 | 2 | 3 | 9 | 10;
}

export type LegResult = 'win' | 'lose' | 'void';

/** A game's final word: the score, or called off. */
export interface FinalResult {
  score: [number, number];
  cancelled: boolean;
}

export function legResult(pick: Pick, result: FinalResult): LegResult {
  if (result.cancelled) return 'void';
  const [home, away] = result.score;
  switch (pick.type) {
    case 1:
      return home > away ? 'win' : 'lose';
    case 2:
      return home === away ? 'win' : 'lose';
    case 3:
      return home < away ? 'win' : 'lose';
    case 9:
      return home + away > 2.5 ? 'win' : 'lose';
    case 10:
      return home + away < 2.5 ? 'win' : 'lose';
  }
}

export interface OracleLeg {
  /** Thousandths. */
  coefficient: number;
  result: LegResult;
}

export interface Settled {
  status: 'won' | 'lost' | 'returned';
  /** What the bet record shows as paid: the return, or the stake when every leg is void. */
  payout: bigint;
}

/** How a "k of n" bet (k = n for a single or an express) with `netStake` settles on its legs. */
export function settledAs(netStake: bigint, legs: readonly OracleLeg[], k: number): Settled {
  if (legs.every((leg) => leg.result === 'void')) return { status: 'returned', payout: netStake };
  const factor = (leg: OracleLeg) => (leg.result === 'win' ? BigInt(leg.coefficient) : leg.result === 'void' ? 1000n : 0n);
  let sum = 0n;
  let count = 0n;
  for (const combination of subsets(legs, k)) {
    count++;
    sum += combination.reduce((product, leg) => product * factor(leg), 1n);
  }
  const payout = (netStake * sum) / (count * 1000n ** BigInt(k));
  return { status: payout > 0n ? 'won' : 'lost', payout };
}

function* subsets<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    const item = items[i] as T;
    for (const rest of subsets(items, k - 1, i + 1)) yield [item, ...rest];
  }
}
