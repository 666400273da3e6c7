import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSale, type SaleSplit } from './cash-out-sale';

const bet = { stake: 10_000n, netStake: 10_000n, potentialPayout: 21_000n };

describe('splitSale', () => {
  it.each<[string, bigint, bigint, Partial<SaleSplit> | { problem: string }]>([
    ['the whole offer sells the whole bet', 9_000n, 9_000n, { kind: 'full', stakeSold: 10_000n, remaining: { stake: 0n, netStake: 0n, potentialPayout: 0n } }],
    ['half the offer sells half the bet', 9_000n, 4_500n, { kind: 'partial', stakeSold: 5_000n, payoutSold: 10_500n, remaining: { stake: 5_000n, netStake: 5_000n, potentialPayout: 10_500n } }],
    // A third of 9 000 is 3 000 of 9 000: the rest keeps 6 666 of the stake, rounded down.
    ['a share that does not divide keeps the rest rounded down', 9_000n, 3_000n, { kind: 'partial', stakeSold: 3_334n, remaining: { stake: 6_666n, netStake: 6_666n, potentialPayout: 13_998n } }],
    ['more than the offer', 9_000n, 9_001n, { problem: 'amount_above_offer' }],
    ['a rest below the minimum bet', 9_000n, 8_500n, { problem: 'rest_below_minimum' }],
  ])('%s', (_, offer, amount, expected) => {
    expect(splitSale(bet, offer, amount, 1_000n)).toMatchObject(expected);
  });

  it('keeps a stake tax inside the rest: the net stake shrinks with the stake', () => {
    const taxed = { stake: 11_250n, netStake: 10_000n, potentialPayout: 20_000n };
    expect(splitSale(taxed, 5_000n, 2_500n, 1n)).toMatchObject({ remaining: { stake: 5_625n, netStake: 5_000n, potentialPayout: 10_000n } });
  });

  it('refuses amounts that are not positive', () => {
    expect(() => splitSale(bet, 0n, 0n, 1n)).toThrow(RangeError);
    expect(() => splitSale(bet, 100n, -1n, 1n)).toThrow(RangeError);
  });

  it('never leaves the bet worth more than the offer less what was paid, and the parts add up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1_000n, max: 1_000_000n }),
        (stake, taxBps, offer, amountSeed, odds) => {
          const netStake = (stake * 10_000n) / BigInt(10_000 + taxBps) || 1n;
          const sold = { stake, netStake, potentialPayout: (netStake * odds) / 1_000n };
          const amount = 1n + (amountSeed % offer);
          const split = splitSale(sold, offer, amount, 1n);
          if ('problem' in split) {
            expect(split.problem).toBe('rest_below_minimum');
            return;
          }
          expect(split.stakeSold + split.remaining.stake).toBe(stake);
          expect(split.netStakeSold + split.remaining.netStake).toBe(netStake);
          expect(split.payoutSold + split.remaining.potentialPayout).toBe(sold.potentialPayout);
          // The rest is worth its share of the offer (the offer is linear in the net stake).
          expect(amount + (offer * split.remaining.netStake) / netStake).toBeLessThanOrEqual(offer);
          expect(split.remaining.netStake).toBeLessThanOrEqual(split.remaining.stake);
        },
      ),
    );
  });
});
