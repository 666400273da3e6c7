// The total odds of an express (UX.md: "total odds"): the product of the prices, in integer
// thousandths (DESIGN §1: no floats in odds), rounded half up. Only shown here; the server
// decides the price of a bet (DESIGN §1.4).

/** The product of two or more prices (thousandths), or null for fewer than two. */
export function expressOdds(prices: readonly number[]): number | null {
  if (prices.length < 2) return null;
  let product = 1n;
  for (const price of prices) product *= BigInt(price);
  const scale = 1000n ** BigInt(prices.length - 1);
  const total = (product + scale / 2n) / scale;
  return total > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(total);
}
