import { describe, expect, it } from 'vitest';
import { defaultLocale, findLocale, findLocaleById, isRtl, locales, toBcp47 } from './locales';

const required = [
  'ru', 'en', 'kk', 'uz', 'uk', 'tr', 'es', 'pt', 'fr', 'de', 'ar', 'fa', 'he', 'ur', 'az', 'hy', 'ka',
  'be', 'pl', 'cs', 'sk', 'ro', 'bg', 'sr', 'hr', 'sl', 'hu', 'el', 'it', 'nl', 'sv', 'no', 'da', 'fi',
  'et', 'lv', 'lt', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'hi', 'bn', 'ta', 'te', 'mr', 'gu', 'pa',
  'sw', 'am', 'so', 'ha', 'yo',
];

describe('the locale table (spec §3 Language)', () => {
  it('has about 90 locales', () => {
    expect(locales.length).toBeGreaterThanOrEqual(85);
    expect(locales.length).toBeLessThanOrEqual(100);
  });

  it('has unique ids, codes and locales', () => {
    for (const key of ['id', 'code', 'locale'] as const) {
      const values = locales.map((row) => row[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('keeps the documented ids stable', () => {
    expect(findLocale('ru')?.id).toBe(1);
    expect(findLocale('en')?.id).toBe(2);
    expect(findLocaleById(3)?.code).toBe('kk');
  });

  it.each(required)('includes %s with a title and a locale Intl accepts', (code) => {
    const row = findLocale(code);
    expect(row?.code).toBe(code);
    expect(row?.title).not.toBe('');
    expect(row?.locale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
    expect(Intl.getCanonicalLocales(toBcp47(row?.locale ?? ''))).toHaveLength(1);
  });

  it('gives every row well-formed fields', () => {
    for (const row of locales) {
      expect(row.code).toMatch(/^[a-z]{2,3}$/);
      expect(row.locale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
      expect(() => Intl.getCanonicalLocales(toBcp47(row.locale))).not.toThrow();
      expect(['ltr', 'rtl']).toContain(row.dir);
    }
  });

  it('defaults to English with locale en_GB', () => {
    expect(defaultLocale).toMatchObject({ code: 'en', locale: 'en_GB', title: 'English', dir: 'ltr' });
  });
});

describe('findLocale', () => {
  it.each([
    ['RU', 'ru'],
    [' en ', 'en'],
    ['en_GB', 'en'],
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
    ['kk_KZ', 'kk'],
    ['fil', 'tl'],
    ['nb_NO', 'no'],
    ['ZH-hant-TW', 'zh'],
  ])('%j → %s', (input, code) => {
    expect(findLocale(input)?.code).toBe(code);
  });

  it.each(['', 'xx', 'klingon', '_'])('%j is unknown', (input) => {
    expect(findLocale(input)).toBeUndefined();
  });
});

describe('isRtl', () => {
  it.each(['ar', 'fa', 'he', 'ur', 'ps', 'ckb', 'AR', 'he_IL'])('%s is right to left', (code) => {
    expect(isRtl(code)).toBe(true);
  });

  it.each(['ru', 'en', 'tr', 'kk', 'xx', ''])('%j is left to right', (code) => {
    expect(isRtl(code)).toBe(false);
  });
});

describe('toBcp47', () => {
  it.each([
    ['en_GB', 'en-GB'],
    ['ru_RU', 'ru-RU'],
    ['zh_hant_tw', 'zh-Hant-TW'],
    ['es_419', 'es-419'],
    ['EN-gb', 'en-GB'],
    ['en', 'en'],
    ['', ''],
  ])('%j → %j', (locale, expected) => {
    expect(toBcp47(locale)).toBe(expected);
  });
});
