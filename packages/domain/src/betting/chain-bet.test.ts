import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potentialExpressReturn, type Leg } from './bet-maths';
import { chainFromCoupon, chainReturn, type ChainLink } from './chain-bet';
import type { OutcomeResult } from './outcome-types';
import { compare, ratio } from './ratio';

const link = (odds: number, result: OutcomeResult, stake = 10_000n): ChainLink => ({ leg: { odds, result }, stake });

describe('chainReturn', () => {
  it('follows the published example: 100 a link at 1.55 ✓, 1.25 ✓, 1.85 ✗, 2.00 ✓ pays 160', () => {
    const r = chainReturn([link(1550, 'win'), link(1250, 'win'), link(1850, 'lose'), link(2000, 'win')]);
    expect(r.amount).toBe(16_000n);
    expect(r.debited).toBe(10_000n);
    expect(r.linksPlayed).toBe(4);
  });

  it('keeps the rest of a win in the account: 3 a link at 2 ✓, 1.5 ✓, 2 ✗, 3 ✓, 1.5 ✗ pays 7.50', () => {
    const r = chainReturn([
      link(2000, 'win', 300n),
      link(1500, 'win', 300n),
      link(2000, 'lose', 300n),
      link(3000, 'win', 300n),
      link(1500, 'lose', 300n),
    ]);
    expect(r.amount).toBe(750n);
  });

  it('ends when the account is empty: a lost first link loses the chain', () => {
    const r = chainReturn([link(1550, 'lose'), link(1250, 'win'), link(3000, 'win')]);
    expect(r).toMatchObject({ amount: 0n, linksPlayed: 1 });
  });

  it('voids and half results pay as singles do', () => {
    expect(chainReturn([link(1800, 'void'), link(2000, 'win')]).amount).toBe(20_000n);
    // 10000 at a half win of 1.90 → 14 500; next link staked 10 000 at a half loss → 4 500 + 5 000.
    expect(chainReturn([link(1900, 'half_win'), link(1700, 'half_lose')]).amount).toBe(9_500n);
  });

  it('stays exact until the end: thirds of a minor unit are not lost on the way', () => {
    // 1 at 1.333 → 1.333, staked 1 at 1.5 → 0.333 + 1.5 = 1.833 → 1 (one rounding, at the end).
    expect(chainReturn([link(1333, 'win', 1n), link(1500, 'win', 1n)])).toMatchObject({ amount: 1n, exact: ratio(1833n, 1000n) });
  });

  it('needs two links', () => {
    expect(() => chainReturn([link(1500, 'win')])).toThrow(RangeError);
  });
});

const legArb = fc.record({
  odds: fc.integer({ min: 1001, max: 20_000 }),
  result: fc.constantFrom<OutcomeResult>('win', 'lose', 'void', 'half_win', 'half_lose'),
});

describe('chain properties', () => {
  it('voiding every link returns the stake', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(fc.integer({ min: 1001, max: 1_000_000 }), { minLength: 2, maxLength: 10 }),
        (stake, odds) => {
          expect(chainReturn(odds.map((o) => link(o, 'void', stake))).amount).toBe(stake);
        },
      ),
    );
  });

  it('never pays more than the stake times the product of the odds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.array(legArb, { minLength: 2, maxLength: 10 }), (stake, legs: Leg[]) => {
        const r = chainReturn(legs.map((l) => ({ leg: l, stake })));
        const most = potentialExpressReturn(
          stake,
          legs.map((l) => l.odds),
        ).exact;
        expect(compare(r.exact, most)).toBeLessThanOrEqual(0);
        expect(r.amount).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});

describe('chainFromCoupon', () => {
  const legs: Leg[] = [
    { odds: 1500, result: 'win' },
    { odds: 2000, result: 'lose' },
    { odds: 3000, result: 'win' },
  ];
  it('orders the links by eventsIndexes and stakes them by groupsSumms', () => {
    const reading = chainFromCoupon(legs, 100n, [2, 0, 1], [100n, 50n, 70n]);
    expect(reading).toEqual({
      ok: true,
      links: [
        { leg: legs[2], stake: 100n },
        { leg: legs[0], stake: 50n },
        { leg: legs[1], stake: 70n },
      ],
    });
    if (reading.ok) expect(chainReturn(reading.links).amount).toBe(300n - 50n + 75n - 70n);
  });

  it('stakes every link summ in the coupon order by default', () => {
    const reading = chainFromCoupon(legs, 100n);
    expect(reading.ok && reading.links.map((l) => l.stake)).toEqual([100n, 100n, 100n]);
  });

  it.each<[string, readonly number[] | undefined, readonly bigint[] | undefined, string]>([
    ['an index twice', [0, 0, 1], undefined, 'chain_order_invalid'],
    ['an index out of range', [0, 1, 3], undefined, 'chain_order_invalid'],
    ['an index left out', [0, 1], undefined, 'chain_order_invalid'],
    ['a fractional index', [0, 1.5, 2], undefined, 'chain_order_invalid'],
    ['a stake missing', undefined, [100n, 50n], 'chain_stakes_invalid'],
    ['a zero stake', undefined, [100n, 0n, 50n], 'chain_stakes_invalid'],
    ['a first stake other than summ', undefined, [90n, 50n, 50n], 'chain_stakes_invalid'],
  ])('refuses %s', (_, order, stakes, problem) => {
    expect(chainFromCoupon(legs, 100n, order, stakes)).toEqual({ ok: false, problem });
  });

  it('needs two events', () => {
    expect(chainFromCoupon(legs.slice(0, 1), 100n)).toEqual({ ok: false, problem: 'chain_events_invalid' });
  });
});
