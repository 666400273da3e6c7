import { describe, expect, it } from 'vitest';
import { initialOddsFormat } from './initial-odds-format';

const site = { geoCountryId: 826, lang: 'en', default_coef_view_by_geo: { '826': 1, '840': 2 }, default_coef_view_by_lang: { en: 3, ru: 0 } };

describe('the odds format of the first paint', () => {
  it.each([
    ['the player’s cookie first', 'theme=dark; coef_view=5', site, 'malaysian'],
    ['then the brand’s default for the country', null, site, 'fractional'],
    ['then for the language', null, { ...site, geoCountryId: 643 }, 'hong-kong'],
    ['else decimal', null, { geoCountryId: 643, lang: 'kk' }, 'decimal'],
    ['a bad cookie is no choice', 'coef_view=9', site, 'fractional'],
    ['a cookie that is not a digit is no choice', 'coef_view=1x', site, 'fractional'],
  ] as const)('%s', (_case, cookie, defaults, format) => {
    expect(initialOddsFormat(cookie, defaults)).toBe(format);
  });
});
