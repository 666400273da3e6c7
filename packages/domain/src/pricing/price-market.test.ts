import { describe, expect, it } from 'vitest';
import { doubleChanceMarket, matchResultMarket } from './football-markets';
import { discreteDistribution } from './discrete';
import { handicapMarket } from './line-markets';
import { openMarket, plainMarket } from './market';
import { priceMarket, priceProbabilities } from './price-market';

const result = { home: 0.45, draw: 0.27, away: 0.28 };

describe('priceMarket', () => {
  it('prices a 1X2 at the overround, with the wire ids and integer thousandths', () => {
    const priced = priceMarket(matchResultMarket(result), { method: 'multiplicative', overround: 1.05 });
    expect(priced).toEqual([
      { group: 1, type: 1, price: Math.floor(1000 / (0.45 * 1.05)) },
      { group: 1, type: 2, price: Math.floor(1000 / (0.27 * 1.05)) },
      { group: 1, type: 3, price: Math.floor(1000 / (0.28 * 1.05)) },
    ]);
  });

  it('gives double chance the same margin per unit: Σ 1/price ≈ 2 × overround', () => {
    const priced = priceMarket(doubleChanceMarket(result), { method: 'power', overround: 1.06 });
    const overround = priced.reduce((s, o) => s + 1000 / o.price, 0);
    expect(overround).toBeGreaterThanOrEqual(2 * 1.06 - 1e-9);
    expect(overround).toBeLessThan(2 * 1.06 + 0.003);
  });

  it('keeps line parameters on the priced outcomes', () => {
    const margin = discreteDistribution(-2, Float64Array.of(0.1, 0.2, 0.3, 0.25, 0.15));
    const priced = priceMarket(handicapMarket(margin, -0.75), { method: 'shin', overround: 1.04 });
    expect(priced.map((o) => [o.type, o.param])).toEqual([
      [7, -0.75],
      [8, 0.75],
    ]);
  });

  it('scales place markets by their share', () => {
    const prices = priceProbabilities([0.9, 0.8, 0.6, 0.4, 0.2, 0.1], 3, { method: 'multiplicative', overround: 1.1 });
    expect(prices.reduce((s, p) => s + 1000 / p, 0)).toBeCloseTo(3.3, 2);
  });
});

describe('openMarket', () => {
  it('drops impossible outcomes and closes decided markets', () => {
    const market = plainMarket(1, [
      [1, 0.6],
      [2, 0.4],
      [3, 0],
    ]);
    expect(openMarket(market)?.outcomes.map((o) => o.type)).toEqual([1, 2]);
    expect(
      openMarket(
        plainMarket(19, [
          [180, 1],
          [181, 0],
        ]),
      ),
    ).toBeNull();
  });
});
