import { describe, expect, it } from 'vitest';
import { estimatePayment, formatExact, normalizeAmountInput, presetAmounts, toMinor } from './money';
import { method } from './test-harness';

// Money on the wallet screens: exact text in, Intl out, and the fee estimate counted as the server
// counts it (half up on the minor unit, plus the fixed part), never through a float.

describe('formatExact', () => {
  it.each([
    ['1234567.89', 'RUB', 2, 'ru', '1 234 567,89 ₽'],
    ['1234567.89', 'USD', 2, 'en', '$1,234,567.89'],
    ['0.00', 'EUR', 2, 'en', '€0.00'],
    ['12345678901234567.89', 'USD', 2, 'en', '$12,345,678,901,234,567.89'],
    ['0.00150000', 'BTC', 8, 'en', '0.00150000 BTC'],
    ['500', 'JPY', 0, 'en', '¥500'],
  ])('%s %s in %s', (text, currency, scale, lang, expected) => {
    expect(formatExact(text, currency, scale, lang).replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it('shows text it cannot read as it came, with the currency', () => {
    expect(formatExact('1e3', 'USD', 2, 'en')).toBe('1e3 USD');
  });

  it('reads exact text into minor units without rounding', () => {
    expect(toMinor('12345678901234567.89', 2)).toBe(1234567890123456789n);
    expect(toMinor('-0.05', 2)).toBe(-5n);
    expect(toMinor('0.125', 2)).toBeNull();
  });
});

describe('estimatePayment', () => {
  const card = method({ min: '100.00', max: '300000.00' });
  const wallet = method({ id: 'sandbox_wallet', feePercent: '1', feeFixed: '0.00', min: '50.00', max: '100000.00' });

  it('adds the percentage, half up on the kopeck, and the fixed part', () => {
    expect(estimatePayment('500', wallet, 2)).toEqual({ kind: 'ok', amount: '500.00', fee: '5.00', total: '505.00', limit: null });
    expect(estimatePayment('100.50', wallet, 2)).toMatchObject({ fee: '1.01', total: '101.51' });
    expect(estimatePayment('100.49', method({ feePercent: '1.5', feeFixed: '10.00' }), 2)).toMatchObject({ fee: '11.51', total: '112.00' });
  });

  it('names a bound the amount is outside of, and problems of the text', () => {
    expect(estimatePayment('99.99', card, 2)).toMatchObject({ limit: 'payment_amount_below_min' });
    expect(estimatePayment('300000.01', card, 2)).toMatchObject({ limit: 'payment_amount_above_max' });
    expect(estimatePayment('', card, 2)).toEqual({ kind: 'empty' });
    expect(estimatePayment('0', card, 2)).toEqual({ kind: 'invalid', problem: 'amount_not_positive' });
    expect(estimatePayment('10.001', card, 2)).toEqual({ kind: 'invalid', problem: 'amount_too_precise' });
  });

  it('has no bounds when the brand set none', () => {
    expect(estimatePayment('1', method({ min: null, max: null }), 2)).toMatchObject({ kind: 'ok', limit: null });
  });
});

describe('the amount field', () => {
  it.each([
    ['500,5', 2, '500.5'],
    ['0012,345', 2, '12.34'],
    ['1 000 руб', 2, '1000'],
    ['-50', 2, '50'],
    ['12.5', 0, '12'],
  ])('%j at scale %i reads %j', (raw, scale, expected) => {
    expect(normalizeAmountInput(raw, scale)).toBe(expected);
  });

  it('offers the presets a method takes, once each', () => {
    expect(presetAmounts([50, 500, 1000, 1000, 500000], method({ min: '100.00', max: '300000.00' }), 2)).toEqual(['500', '1000']);
    expect(presetAmounts([10.5, 25], method({ min: null, max: null }), 0)).toEqual(['25']);
  });
});
