import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAcceptLanguage, pickLanguage } from './accept-language';

const SUPPORTED = ['ru', 'en', 'kk', 'uz', 'pt-BR', 'pt', 'zh-TW'] as const;

describe('pickLanguage (spec §5 accept-language)', () => {
  it.each<[string, string | undefined, string]>([
    ['no header gives the fallback', undefined, 'ru'],
    ['an empty header gives the fallback', '', 'ru'],
    ['a single supported language', 'en', 'en'],
    ['sorts by quality', 'kk;q=0.5, en;q=0.9, uz;q=0.7', 'en'],
    ['equal weights keep header order', 'uz, kk', 'uz'],
    ['no q means 1', 'kk;q=0.8, uz', 'uz'],
    ['skips unsupported languages', 'de-DE, fr;q=0.9, en;q=0.8', 'en'],
    ['a region tag matches its base language', 'en-US,en;q=0.9', 'en'],
    ['an exact region match comes first', 'pt-BR', 'pt-BR'],
    ['a region without its own entry falls back to the base', 'pt-PT', 'pt'],
    ['a base language finds a regional variant', 'zh', 'zh-TW'],
    ['case is ignored; the supported spelling is returned', 'PT-br', 'pt-BR'],
    ['an underscore separator is accepted', 'pt_BR', 'pt-BR'],
    ['a typical browser header', 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['* takes the fallback when nothing else matches', 'de, *;q=0.5', 'ru'],
    ['* after a supported language does not win over it', 'en, *;q=0.1', 'en'],
    ['q=0 refuses a language', 'ru;q=0, *', 'en'],
    ['q=0 refuses the regional variants too', 'en;q=0, en-GB, kk;q=0.5', 'kk'],
    ['nothing supported gives the fallback', 'de, fr', 'ru'],
    ['a malformed q skips the entry', 'en;q=high, kk;q=0.4', 'kk'],
    ['a q above 1 is malformed', 'en;q=2, kk;q=0.4', 'kk'],
    ['spaces around parts are fine', '  en ;  q = 0.5 ,  kk ; q=0.6 ', 'kk'],
    ['garbage entries are skipped', ';;,,,@@, en', 'en'],
    ['pure garbage gives the fallback', '\u0000\u00ff;q=;;', 'ru'],
    ['three decimals are allowed in q', 'en;q=0.001, kk;q=0.002', 'kk'],
  ])('%s: %j', (_name, header, expected) => {
    expect(pickLanguage(header, SUPPORTED, 'ru')).toBe(expected);
  });

  it('an empty supported list gives the fallback', () => {
    expect(pickLanguage('en', [], 'ru')).toBe('ru');
  });

  it('* with an unsupported fallback takes the first supported language', () => {
    expect(pickLanguage('*', ['kk', 'en'], 'ru')).toBe('kk');
  });

  it('ignores entries beyond the first 64', () => {
    const header = `${Array.from({ length: 64 }, (_, i) => `x${i}`).join(',')},en`;
    expect(pickLanguage(header, ['en'], 'ru')).toBe('ru');
  });

  it('never throws and always answers a supported language or the fallback', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 200 }), { nil: undefined }), (header) => {
        expect([...SUPPORTED, 'fallback']).toContain(pickLanguage(header, SUPPORTED, 'fallback'));
      }),
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('lists the entries best first with normalised ranges', () => {
    expect(parseAcceptLanguage('en-US;q=0.8, RU, *;q=0.1')).toEqual([
      { range: 'ru', quality: 1 },
      { range: 'en-us', quality: 0.8 },
      { range: '*', quality: 0.1 },
    ]);
  });
});
