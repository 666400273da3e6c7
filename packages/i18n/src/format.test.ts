import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, intlLocale, isIsoCurrency, parseUtcOffset } from './format';

// Russian groups digits and separates the currency with a non-breaking space (U+00A0).
const nb = '\u00a0';

const RUB = { code: 'RUB', scale: 2 };
const USD = { code: 'USD', scale: 2 };

describe('formatMoney (DESIGN §1: bigint minor units, Intl at the edge)', () => {
  it.each<[bigint, { code: string; scale: number }, string, string]>([
    [123456n, RUB, 'ru', `1${nb}234,56${nb}₽`],
    [123456n, RUB, 'en', '₽1,234.56'],
    [123456n, USD, 'en', '$1,234.56'],
    [123456n, USD, 'ru', `1${nb}234,56${nb}$`],
    [-5n, USD, 'en', '-$0.05'],
    [0n, RUB, 'ru', `0,00${nb}₽`],
    [1000000n, { code: 'KZT', scale: 2 }, 'ru', `10${nb}000,00${nb}₸`],
    [1500n, { code: 'JPY', scale: 0 }, 'en', '¥1,500'],
    [1500n, { code: 'KWD', scale: 3 }, 'en', `KWD${nb}1.500`],
    [150000n, { code: 'BTC', scale: 8 }, 'en', `0.00150000${nb}BTC`],
    [150000n, { code: 'BTC', scale: 8 }, 'ru', `0,00150000${nb}BTC`],
    [123456789n, { code: 'usdt', scale: 6 }, 'en', `123.456789${nb}USDT`],
    [10n ** 18n, { code: 'ETH', scale: 18 }, 'en', `1.000000000000000000${nb}ETH`],
  ])('%s of %o in %s', (minor, currency, lang, expected) => {
    expect(formatMoney(minor, currency, lang)).toBe(expected);
  });

  it('is exact for amounts beyond the float range', () => {
    expect(formatMoney(1234567890123456789012n, RUB, 'ru')).toBe(
      `12${nb}345${nb}678${nb}901${nb}234${nb}567${nb}890,12${nb}₽`,
    );
    expect(formatMoney(9007199254740993n, USD, 'en')).toBe('$90,071,992,547,409.93');
  });

  it('takes display options', () => {
    expect(formatMoney(150000n, { code: 'BTC', scale: 8 }, 'en', { trimZeros: true })).toBe(`0.0015${nb}BTC`);
    expect(formatMoney(150000n, USD, 'en', { trimZeros: true })).toBe('$1,500');
    expect(formatMoney(123456n, USD, 'en', { display: 'code' })).toBe(`USD${nb}1,234.56`);
    expect(formatMoney(500n, USD, 'en', { signDisplay: 'always' })).toBe('+$5.00');
    expect(formatMoney(123456n, RUB, 'ru', { grouping: false })).toBe(`1234,56${nb}₽`);
  });

  it('falls back to the default locale for an unknown language', () => {
    expect(formatMoney(123456n, USD, 'not a language!')).toBe('$1,234.56');
  });
});

describe('formatNumber', () => {
  it.each<[number | bigint | `${number}`, string, string]>([
    [1234.5, 'ru', `1${nb}234,5`],
    [1234.5, 'en', '1,234.5'],
    [1234.5, 'de', '1.234,5'],
    [12345678901234567890n, 'en', '12,345,678,901,234,567,890'],
    ['12345678901234567.89', 'en', '12,345,678,901,234,567.89'],
  ])('%s in %s', (value, lang, expected) => {
    expect(formatNumber(value, lang)).toBe(expected);
  });

  it('takes fraction digits and percent', () => {
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 2 })).toBe('1.50');
    expect(formatNumber(0.256, 'ru', { style: 'percent', maximumFractionDigits: 1 })).toBe(`25,6${nb}%`);
  });
});

describe('formatDateTime (UX.md: the player\'s time zone)', () => {
  const moment = Date.UTC(2025, 1, 1, 11, 5, 9); // 1 Feb 2025 11:05:09 UTC

  it.each<[Parameters<typeof formatDateTime>[3], string, string, string]>([
    ['date', 'ru', 'Europe/Moscow', '01.02.2025'],
    ['date', 'en', 'Europe/London', '01/02/2025'],
    ['time', 'ru', 'Europe/Moscow', '14:05'],
    ['time', 'en', 'Asia/Almaty', '16:05'],
    ['dateTime', 'ru', 'Europe/Moscow', '01.02.2025, 14:05'],
    ['dateTime', 'en', 'UTC', '01/02/2025, 11:05'],
    ['timeSeconds', 'ru', 'UTC', '11:05:09'],
    ['dayMonth', 'ru', 'UTC', '1 февр.'],
    ['dayMonth', 'en', 'UTC', '1 Feb'],
    ['long', 'ru', 'Europe/Moscow', '1 февраля 2025 г. в 14:05'],
    ['long', 'en', 'UTC', '1 February 2025 at 11:05'],
  ])('%s in %s, %s', (style, lang, zone, expected) => {
    expect(formatDateTime(moment, lang, zone, style)).toBe(expected);
  });

  it('accepts a Date and UTC offsets, including half hours', () => {
    expect(formatDateTime(new Date(moment), 'ru', '+03:00', 'time')).toBe('14:05');
    expect(formatDateTime(moment, 'ru', 'UTC+5:30', 'time')).toBe('16:35');
    expect(formatDateTime(moment, 'ru', 'GMT-3', 'dateTime')).toBe('01.02.2025, 08:05');
    expect(formatDateTime(Date.UTC(2025, 0, 1, 1, 0), 'ru', '-02:00', 'date')).toBe('31.12.2024');
  });

  it('can force the 12- or 24-hour clock', () => {
    expect(formatDateTime(moment, 'en', 'UTC', 'time', { hour12: true })).toBe('11:05 am');
    expect(formatDateTime(moment, 'en', 'America/New_York', 'time', { hour12: false })).toBe('06:05');
  });

  it('falls back to UTC for an unknown zone and gives nothing for an invalid date', () => {
    expect(formatDateTime(moment, 'ru', 'Mars/Olympus', 'time')).toBe('11:05');
    expect(formatDateTime(new Date(Number.NaN), 'ru', 'UTC')).toBe('');
    expect(formatDateTime(Number.POSITIVE_INFINITY, 'ru', 'UTC')).toBe('');
  });
});

describe('helpers', () => {
  it.each([
    ['en', 'en-GB'],
    ['ru', 'ru-RU'],
    ['ar', 'ar-AE'],
    ['pt_BR', 'pt-BR'],
    ['??', 'en-GB'],
    ['dv', 'en-GB'],
    ['xx', 'en-GB'],
    ['en_US', 'en-US'],
  ])('intlLocale(%j) → %s', (lang, expected) => {
    expect(intlLocale(lang)).toBe(expected);
  });

  it('knows ISO currencies from crypto codes', () => {
    expect(isIsoCurrency('RUB')).toBe(true);
    expect(isIsoCurrency('kzt')).toBe(true);
    expect(isIsoCurrency('BTC')).toBe(false);
    expect(isIsoCurrency('USDT')).toBe(false);
  });

  it.each<[string, number | undefined]>([
    ['+03:00', 180],
    ['-0330', -210],
    ['UTC+5:30', 330],
    ['GMT-3', -180],
    ['UTC', 0],
    ['Z', 0],
    ['+15:00', undefined],
    ['Europe/Moscow', undefined],
  ])('parseUtcOffset(%j) → %s', (zone, expected) => {
    expect(parseUtcOffset(zone)).toBe(expected);
  });
});
