import { describe, expect, it } from 'vitest';
import { dictionaryFor, dictionaryUnits, isCompleteLanguage, sameAsEnglish } from './dictionaries';
import { dictionaryProblems } from './dictionary-checks';

const translated = (Object.keys(dictionaryUnits) as (keyof typeof dictionaryUnits)[]).filter((lang) => lang !== 'ru');

describe.each(translated)('the %s dictionary', (lang) => {
  it('translates every key of the Russian source', () => {
    const same = lang === 'en' ? Object.keys(dictionaryFor('en')) : (sameAsEnglish[lang] ?? []);
    expect(dictionaryProblems(dictionaryUnits[lang], same)).toEqual([]);
  });

  it('is its own, not the English fallback', () => {
    expect(isCompleteLanguage(lang)).toBe(true);
    if (lang !== 'en') expect(dictionaryFor(lang)).not.toBe(dictionaryFor('en'));
  });
});

describe('a language without a dictionary', () => {
  it('falls back to English', () => {
    expect(isCompleteLanguage('xx')).toBe(false);
    expect(dictionaryFor('xx')).toBe(dictionaryFor('en'));
  });
});
