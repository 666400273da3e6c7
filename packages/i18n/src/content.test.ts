import { describe, expect, it } from 'vitest';
import { informationPageKeys } from '@stavka/contract/routes';
import { completeDictionaries, dictionaryUnits, ruDictionary, type MessageKey } from '@stavka/i18n/dictionaries';

// The keys of the content namespace (information pages and home page texts).
const contentKeys = Object.keys(dictionaryUnits.ru.content).filter(isMessageKey);

function isMessageKey(key: string): key is MessageKey {
  return key in ruDictionary;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

const languages = Object.entries(completeDictionaries);

describe('information page texts (product-spec §2)', () => {
  const cases = languages.flatMap(([lang, dictionary]) =>
    informationPageKeys.map((page) => [lang, page, dictionary] as const),
  );

  it.each(cases)('%s: %s has a title and a body', (_lang, page, dictionary) => {
    const title = dictionary[`info_page_${page}`];
    const text = dictionary[`info_page_${page}_text`];
    expect(title.trim()).not.toBe('');
    expect(title).not.toContain('\n');
    // A body is a few short paragraphs separated by a blank line.
    const paragraphs = text.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(8);
    for (const paragraph of paragraphs) expect(paragraph.trim()).toBe(paragraph);
    for (const paragraph of paragraphs) expect(paragraph).not.toBe('');
  });

  it('covers every page and nothing else', () => {
    const pages = contentKeys
      .filter((key) => key.startsWith('info_page_') && !key.endsWith('_text'))
      .map((key) => key.slice('info_page_'.length));
    expect([...pages].sort()).toEqual([...informationPageKeys].sort());
  });
});

describe('home page texts', () => {
  it.each(languages)('%s: meta description fits in 160 characters', (_lang, dictionary) => {
    expect(dictionary.home_meta_description.length).toBeGreaterThan(0);
    expect(dictionary.home_meta_description.length).toBeLessThanOrEqual(160);
  });

  it.each(languages)('%s: the age notice names the age limit', (_lang, dictionary) => {
    expect(dictionary.home_age_notice).toContain('{{age}}+');
    expect(dictionary.home_title).toContain('{{brand}}');
  });
});

describe('content texts in every language', () => {
  const placeholderCases = languages.flatMap(([lang, dictionary]) => contentKeys.map((key) => [lang, key, dictionary] as const));
  it.each(placeholderCases)('%s: %s uses the placeholders of the Russian source', (_lang, key, dictionary) => {
    expect(placeholders(dictionary[key])).toEqual(placeholders(ruDictionary[key]));
  });

  const textCases = languages.flatMap(([lang, dictionary]) =>
    contentKeys.map((key) => [lang, key, dictionary[key]] as const),
  );

  // No invented contact data: no links, e-mail addresses, phone or licence numbers.
  it.each(textCases)('%s: %s has no contact data', (_lang, _key, text) => {
    expect(text).not.toMatch(/http/i);
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/\d{5,}/);
    expect(text.trim()).not.toBe('');
  });

  it.each(textCases)('%s: %s uses only the brand and age placeholders', (_lang, _key, text) => {
    for (const name of placeholders(text)) expect(['age', 'brand']).toContain(name);
  });
});
