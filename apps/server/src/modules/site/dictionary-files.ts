import { createHash } from 'node:crypto';
import { dictionaryFor, unitsFor } from '@stavka/i18n/dictionaries';
import { locales } from '@stavka/i18n/locales';

// Dictionaries as immutable, content-hashed files under genfiles/web-app-v2 (spec §7.13), built
// once at boot. The by-lang route hands out the map id → path; a new release changes the hash.

export interface DictionaryFile {
  path: string;
  body: string;
}

export interface LanguageDictionaries {
  version: string;
  /** The whole dictionary of the language ("web" unit). */
  web: DictionaryFile;
  units: Record<string, DictionaryFile>;
}

export interface DictionaryStore {
  forLanguage(lang: string): LanguageDictionaries | undefined;
  file(path: string): DictionaryFile | undefined;
}

function makeFile(lang: string, unit: string, content: Record<string, string>): DictionaryFile {
  const body = JSON.stringify(content);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `dictionaries/${lang}/${unit}.${hash}.json`, body };
}

export function buildDictionaryStore(): DictionaryStore {
  const byLang = new Map<string, LanguageDictionaries>();
  const byPath = new Map<string, DictionaryFile>();
  for (const locale of locales) {
    const web = makeFile(locale.code, 'web', dictionaryFor(locale.code));
    const units = Object.fromEntries(
      Object.entries(unitsFor(locale.code)).map(([unit, content]) => [unit, makeFile(locale.code, unit, content)]),
    );
    byLang.set(locale.code, { version: web.path.split('.')[1] ?? '', web, units });
    for (const file of [web, ...Object.values(units)]) byPath.set(file.path, file);
  }
  return {
    forLanguage: (lang) => byLang.get(lang),
    file: (path) => byPath.get(path),
  };
}
