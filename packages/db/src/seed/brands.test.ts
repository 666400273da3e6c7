import { describe, expect, it } from 'vitest';
import { isCompleteLanguage } from '@stavka/i18n/dictionaries';
import { demoBrands } from './brands';

// Every language a demo brand offers has a complete dictionary of its own (issue 14): none falls
// back to English. The dictionaries' own test checks each one is a full translation.

describe.each(demoBrands.map((brand) => [brand.slug, brand] as const))('the %s brand', (_slug, brand) => {
  const global = brand.config(() => 1).global ?? {};

  it('offers only languages with a complete dictionary', () => {
    const offered = [global.defaultLanguage ?? 'ru', ...(global.langs_order ?? [])];
    expect(offered.filter((lang) => !isCompleteLanguage(lang))).toEqual([]);
  });
});
