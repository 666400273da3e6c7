// The complete dictionaries. Russian is the source: its keys type every other language,
// so a key missing from any language fails the type check (STYLE.md: type-checked translation keys).
// Each language lives in its own folder, split into the same units (namespaces) as Russian.
import { ruUnits } from './dictionaries/ru';
import { enUnits } from './dictionaries/en';
import { arSameAsEnglish, arUnits } from './dictionaries/ar';
import { ptSameAsEnglish, ptUnits } from './dictionaries/pt';
import { deSameAsEnglish, deUnits } from './dictionaries/de';
import { esSameAsEnglish, esUnits } from './dictionaries/es';
import { trSameAsEnglish, trUnits } from './dictionaries/tr';
import { ukSameAsEnglish, ukUnits } from './dictionaries/uk';
import { kkSameAsEnglish, kkUnits } from './dictionaries/kk';
import { frSameAsEnglish, frUnits } from './dictionaries/fr';
import { uzSameAsEnglish, uzUnits } from './dictionaries/uz';
import type { DictionaryUnits, UnitKey } from './dictionaries/units';

export type { DictionaryUnits };

function flatten<U extends Record<string, Record<string, string>>>(units: U): U[keyof U] {
  return Object.assign({}, ...Object.values(units)) as U[keyof U];
}

type RuUnits = typeof ruUnits;
type Flat = { [Unit in keyof RuUnits]: RuUnits[Unit] }[keyof RuUnits];
type UnionToIntersection<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;

export const ruDictionary = flatten(ruUnits) as unknown as UnionToIntersection<Flat>;

export type MessageKey = keyof typeof ruDictionary;
export type Dictionary = Record<MessageKey, string>;

export const enDictionary: Dictionary = flatten(enUnits) as unknown as Dictionary;

/** Every language with a complete dictionary of its own, unit by unit. */
const unitsByLanguage = { ru: ruUnits, en: enUnits, ar: arUnits, pt: ptUnits, de: deUnits, es: esUnits, tr: trUnits, uk: ukUnits, kk: kkUnits, fr: frUnits, uz: uzUnits } satisfies Record<string, DictionaryUnits>;

/**
 * For each translated language, the keys whose text reads exactly as in English (brand and product
 * names, codes). Any other key left in English fails the dictionary test.
 */
export const sameAsEnglish: Partial<Record<CompleteLanguage, readonly UnitKey[]>> = { ar: arSameAsEnglish, pt: ptSameAsEnglish, de: deSameAsEnglish, es: esSameAsEnglish, tr: trSameAsEnglish, uk: ukSameAsEnglish, kk: kkSameAsEnglish, fr: frSameAsEnglish, uz: uzSameAsEnglish };

export type CompleteLanguage = keyof typeof unitsByLanguage;

/** Languages with a complete dictionary of their own; every other language falls back to English. */
// Russian and English are flattened once, above; the others here.
export const completeDictionaries: Record<CompleteLanguage, Dictionary> = Object.fromEntries(
  Object.entries(unitsByLanguage).map(([lang, units]) => [
    lang,
    lang === 'ru' ? ruDictionary : lang === 'en' ? enDictionary : (flatten(units) as unknown as Dictionary),
  ]),
) as Record<CompleteLanguage, Dictionary>;

/** The dictionary split into units (one per namespace), as the unit dictionary route serves it. */
export const dictionaryUnits: Record<CompleteLanguage, DictionaryUnits> = unitsByLanguage;

export function isCompleteLanguage(lang: string): lang is CompleteLanguage {
  return Object.hasOwn(unitsByLanguage, lang);
}

/** The dictionary for a language: its own when complete, else English (spec: other locales fall back). */
export function dictionaryFor(lang: string): Dictionary {
  return isCompleteLanguage(lang) ? completeDictionaries[lang] : enDictionary;
}

export function unitsFor(lang: string): DictionaryUnits {
  return isCompleteLanguage(lang) ? dictionaryUnits[lang] : dictionaryUnits.en;
}
