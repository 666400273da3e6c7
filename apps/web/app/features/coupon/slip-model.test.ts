import { describe, expect, it } from 'vitest';
import type { CheckedCoupon, CheckedSingles } from '@stavka/contract/betting-answers';
import { couponFacts, singlesFacts, type CheckFacts } from './check-facts';
import type { SlipSelection } from './slip-selection';
import { slipModel, type SlipModelInput } from './slip-model';
import { stakePresets } from './slip-money';

// What the slip shows and allows, from its parts: the kind of bet for n selections, a system's k
// and least stake (calcSystemsMin), the total odds and the possible win by the server's own rules,
// "max" within the balance, and why the place button cannot be pressed.

const selection = (gameId: number, price: number, extra: Partial<SlipSelection> = {}): SlipSelection => ({
  gameId,
  constId: gameId + 1000,
  kind: 3,
  sportId: 1,
  champName: 'Лига',
  team1: `Хозяева ${gameId}`,
  team2: `Гости ${gameId}`,
  group: 1,
  type: 1,
  param: null,
  playerId: null,
  marketName: 'Исход матча',
  outcomeName: 'П1',
  price,
  blocked: false,
  updatedAt: 1,
  move: null,
  movedAt: null,
  ...extra,
});

const answer = (overrides: Partial<CheckedCoupon> = {}): CheckedCoupon => ({
  Vid: 0,
  expressNum: 0,
  Coef: null,
  minBet: 10,
  maxBet: 20000,
  MaxPayout: 1000000,
  Currency: 'RUB',
  changeCf: false,
  NotValid: false,
  Events: [],
  ...overrides,
});
/** UpdateCoupon's answer as the slip reads it (roubles: two decimals). */
const checked = (overrides: Partial<CheckedCoupon> = {}): CheckFacts => couponFacts(answer(overrides), 2);

const input = (overrides: Partial<SlipModelInput> = {}): SlipModelInput => ({
  selections: [selection(1, 2500)],
  choice: null,
  stakeText: '100',
  policy: 1,
  lang: 'ru',
  currency: 'RUB',
  scale: 2,
  balance: 500_000n,
  checked: checked(),
  checking: false,
  ...overrides,
});

describe('the slip model', () => {
  it('bets a single on one selection and an express on more, unless the player chose a kind that fits', () => {
    expect(slipModel(input()).kind).toEqual({ kind: 'single', chosen: 'single', systemSize: null });
    const three = [selection(1, 2000), selection(2, 1500), selection(3, 1800)];
    expect(slipModel(input({ selections: three })).kind).toEqual({ kind: 'express', chosen: 'express', systemSize: null });
    expect(slipModel(input({ selections: three, choice: { kind: 'system', systemSize: 2 } })).kind).toEqual({ kind: 'system', chosen: 'system', systemSize: 2 });
    // A system needs three selections: with two left the slip goes back to an express.
    expect(slipModel(input({ selections: three.slice(0, 2), choice: { kind: 'system', systemSize: 2 } })).kind.kind).toBe('express');
    // A single on several selections is several singles (MakeBetWebMulti).
    expect(slipModel(input({ selections: three, choice: { kind: 'single', systemSize: null } })).kind).toEqual({ kind: 'singles', chosen: 'single', systemSize: null });
    expect(slipModel(input({ selections: three })).kinds).toEqual([
      { kind: 'single', allowed: true },
      { kind: 'express', allowed: true },
      { kind: 'system', allowed: true },
      { kind: 'chain', allowed: true },
      { kind: 'anti_express', allowed: true },
    ]);
    expect(slipModel(input()).kinds.filter((each) => each.allowed).map((each) => each.kind)).toEqual(['single']);
  });

  it('offers k of n from 2 to n − 1, and keeps a k that still fits', () => {
    const four = [selection(1, 2000), selection(2, 1500), selection(3, 1800), selection(4, 2200)];
    expect(slipModel(input({ selections: four, choice: { kind: 'system', systemSize: 3 } })).systemSizes).toEqual([2, 3]);
    expect(slipModel(input({ selections: four.slice(0, 3), choice: { kind: 'system', systemSize: 3 } })).kind).toEqual({ kind: 'system', chosen: 'system', systemSize: 2 });
  });

  it("asks at least the minimum bet on every combination of a system (calcSystemsMin)", () => {
    const four = [selection(1, 2000), selection(2, 1500), selection(3, 1800), selection(4, 2200)];
    // 2 of 4: C(4, 2) = 6 combinations of at least 10.00 each.
    const model = slipModel(input({ selections: four, choice: { kind: 'system', systemSize: 2 }, stakeText: '50' }));
    expect(model.min).toBe(6000n);
    expect(model.block).toBe('below_min');
    expect(slipModel(input({ selections: four, choice: { kind: 'system', systemSize: 2 }, stakeText: '60' })).block).toBeNull();
  });

  it('shows the total odds rounded down to a thousandth, as the server keeps them', () => {
    const model = slipModel(input({ selections: [selection(1, 1850), selection(2, 1910)] }));
    // 1.85 × 1.91 = 3.5335: the bet is taken at 3.533, not 3.534.
    expect(model.totalOdds).toBe(3533n);
  });

  it('counts the possible win exactly, rounded down once, within the maximum payout', () => {
    expect(slipModel(input({ stakeText: '100' })).potential).toBe(25_000n);
    // 33.33 × 1.85 × 1.91 = 117.771… → 117.77
    expect(slipModel(input({ selections: [selection(1, 1850), selection(2, 1910)], stakeText: '33.33' })).potential).toBe(11_777n);
    // 2 of 3 at 2.00 each: three doubles of 20.00 → 3 × 80.00 = 240.00
    const three = [selection(1, 2000), selection(2, 2000), selection(3, 2000)];
    expect(slipModel(input({ selections: three, choice: { kind: 'system', systemSize: 2 }, stakeText: '60' })).potential).toBe(24_000n);
    expect(slipModel(input({ stakeText: '1000', checked: checked({ MaxPayout: 2000 }) })).potential).toBe(200_000n);
    expect(slipModel(input({ stakeText: '' })).potential).toBeNull();
  });

  it('sets "max" at the largest bet, or at the balance when that is less; a guest has no balance', () => {
    expect(slipModel(input({ balance: 500_000n })).most).toBe(500_000n);
    expect(slipModel(input({ balance: 5_000_000n })).most).toBe(2_000_000n);
    expect(slipModel(input({ balance: null })).most).toBe(2_000_000n);
    expect(slipModel(input({ balance: null, checked: checked({ maxBet: null }) })).most).toBeNull();
  });

  it('reads the stake exactly and says what stops the bet', () => {
    expect(slipModel(input({ stakeText: '' })).block).toBe('stake_missing');
    expect(slipModel(input({ stakeText: '10.005' })).block).toBe('stake_invalid');
    expect(slipModel(input({ stakeText: '9.99' })).block).toBe('below_min');
    expect(slipModel(input({ stakeText: '20000.01' })).block).toBe('above_max');
    expect(slipModel(input({ stakeText: '5000.01' })).block).toBe('above_balance');
    expect(slipModel(input({ selections: [selection(1, 2500, { blocked: true })] })).block).toBe('selection_blocked');
    expect(slipModel(input({ selections: [] })).block).toBe('empty');
    expect(slipModel(input({ checked: undefined, checking: true })).block).toBe('checking');
    // A failed check does not stop a bet: the server decides.
    expect(slipModel(input({ checked: undefined, checking: false })).block).toBeNull();
    const banned = checked({ Events: [{ GameId: 1, Type: 1, Param: 0, Coef: 2.5, Kind: 3, Block: false, Finish: false, Started: false, Changed: false, IsBannedExpress: true }] });
    expect(slipModel(input({ selections: [selection(1, 2500), selection(2, 2000)], checked: banned })).block).toBe('same_game');
  });

  it('puts the stake in the body as typed, with the kind, the policy and each selection as the family places it', () => {
    const model = slipModel(input({ selections: [selection(7, 1850, { param: -1.5, group: 2, type: 7, kind: 1 })], stakeText: '99.5', policy: 2 }));
    expect(model.body).toEqual({
      Events: [{ GameId: 7, Type: 7, Param: -1.5, Group: 2, PlayerId: 0, Kind: 1, Coef: 1.85 }],
      Vid: 0,
      expressNum: 0,
      Summ: '99.5',
      CheckCf: 2,
      Lng: 'ru',
      Source: 55,
    });
    const three = [selection(1, 2000), selection(2, 2000), selection(3, 2000)];
    expect(slipModel(input({ selections: three, choice: { kind: 'system', systemSize: 2 }, stakeText: '60' })).body).toMatchObject({ Vid: 2, expressNum: 2, CalcSystemsMin: true });
  });
});


describe('the other kinds of bet', () => {
  const two = [selection(1, 1550), selection(2, 1250)];

  it('places several singles at once, each with its own stake or the common one, checked one by one', () => {
    const singles = (stakes: Record<string, string>, stakeText = '100', balance: bigint | null = 500_000n) =>
      slipModel(input({ selections: two, choice: { kind: 'single', systemSize: null }, stakeText, stakes, balance }));
    const model = singles({ '2:1:1:0:': '40' });
    expect(model.total).toBe(14_000n);
    // 100 × 1.55 + 40 × 1.25
    expect(model.potential).toBe(20_500n);
    expect(model.block).toBeNull();
    expect(model.body).toMatchObject({ Vid: 5, Summ: '100', Events: [{ GameId: 1, Summ: '100' }, { GameId: 2, Summ: '40' }] });
    expect(singles({ '2:1:1:0:': '5' }).stakeProblems).toEqual({ '2:1:1:0:': 'below_min' });
    expect(singles({ '2:1:1:0:': '5' }).block).toBe('below_min');
    expect(singles({}, '').block).toBe('stake_missing');
    // Each stake is within its limits, but together they are more than the player has.
    expect(singles({}, '300', 50_000n).block).toBe('above_balance');
  });

  it('counts a chain link by link in the slip\'s order, each staked from the winnings before it', () => {
    // 100 at 1.55 → 155; then 100 of it at 1.25 → 55 + 125 = 180.
    const model = slipModel(input({ selections: two, choice: { kind: 'chain', systemSize: null } }));
    expect(model.potential).toBe(18_000n);
    expect(model.body).toMatchObject({ Vid: 3, Summ: '100' });
  });

  it("shows an anti-express at the server's price and sends that price back to be checked", () => {
    const model = slipModel(input({ selections: two, choice: { kind: 'anti_express', systemSize: null }, checked: checked({ Vid: 4, AntiExpressCoef: 1.909 }) }));
    expect(model.totalOdds).toBe(1909n);
    // Its price needs the brand's margin: the possible win is the server's alone.
    expect(model.potential).toBeNull();
    expect(model.body).toMatchObject({ Vid: 4, AntiExpressCoef: 1.909 });
  });

  it("shows the server's money lines (after taxes) for the stake it was asked about, and counts itself otherwise", () => {
    const taxed = checked({ Vid: 0, Summ: 100, StakeTax: 11.12, SummAfterTax: 88.88, PossibleWin: 222.2, PayoutTax: 13.32, TaxReturned: false, PossiblePayout: 208.88, MaxPayoutReached: false, ExpressBoost: null });
    const model = slipModel(input({ checked: taxed }));
    expect(model.potential).toBe(20_888n);
    expect(model.money).toMatchObject({ stakeTax: 1112n, payoutTax: 1332n, payout: 20_888n });
    // Typed on since: the lines are for another stake, so the slip counts (without taxes) until the next answer.
    expect(slipModel(input({ checked: taxed, stakeText: '200' })).potential).toBe(50_000n);
  });

  it("offers the brand's express boost and asks for it", () => {
    const boosted = checked({ Vid: 1, Summ: 100, PossibleWin: 420, PossiblePayout: 420, ExpressBoost: { Percent: 5, Amount: 20, Applied: true }, StakeTax: 0, PayoutTax: 0, TaxReturned: false, MaxPayoutReached: false, SummAfterTax: 100 });
    const model = slipModel(input({ selections: [selection(1, 2000), selection(2, 2000)], boost: true, checked: boosted }));
    expect(model.boostOffered).toEqual({ percent: 5 });
    expect(model.body).toMatchObject({ Vid: 1, IsExpressBoost: true });
    expect(model.money?.boost).toEqual({ percent: 5, amount: 2000n, applied: true });
    expect(model.potential).toBe(42_000n);
  });

  it('reads the money lines of several singles, added exactly', () => {
    const lines = { StakeTax: 0.1, SummAfterTax: 0, PossibleWin: 0, PayoutTax: 0.2, TaxReturned: false, MaxPayoutReached: false, ExpressBoost: null };
    const answerOf: CheckedSingles = {
      Vid: 5, Summ: 140, PossiblePayout: 205, minBet: 10, maxBet: 20000, MaxPayout: 1000000, Currency: 'RUB', NotValid: false,
      Events: [1, 2].map((id) => ({ GameId: id, Type: 1, Param: 0, Coef: 1.5, Kind: 3 as const, Block: false, Finish: false, Started: false, Changed: false, IsBannedExpress: false, Summ: 70, PossiblePayout: 102.5, ...lines })),
    };
    expect(singlesFacts(answerOf, 2).money).toMatchObject({ kind: 'singles', stake: 14_000n, stakeTax: 20n, payoutTax: 40n, payout: 20_500n });
  });
});

describe("the brand's stake presets", () => {
  it('keeps each amount once, as the currency can take it', () => {
    expect(stakePresets([500, 1000, 1000, 2000.5, 0.001, 1e21], 2)).toEqual(['500', '1000', '2000.5']);
    expect(stakePresets([10, 25.5], 0)).toEqual(['10']);
  });
});
