// What makes a translated dictionary complete: every key of the Russian source, filled, with the
// same placeholders, and not left in English unless the language lists the key as reading the same
// (a brand or product name, a code). Used by the dictionary test and by `npm run check:language`.
import { ruUnits } from './dictionaries/ru';
import { enUnits } from './dictionaries/en';
import type { DictionaryUnits } from './dictionaries/units';

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** The letters of a text, without its placeholders: empty for a text that has no words. */
function letters(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, '').replace(/[^\p{L}]+/gu, '');
}

/** Every problem of a translated dictionary, one line each; empty when it is complete. */
export function dictionaryProblems(units: DictionaryUnits, sameAsEnglish: readonly string[] = []): string[] {
  const problems: string[] = [];
  const allowedSame = new Set(sameAsEnglish);
  for (const [unit, source] of Object.entries(ruUnits) as [keyof DictionaryUnits, Record<string, string>][]) {
    const translated: Record<string, string> | undefined = units[unit];
    const english: Record<string, string> = enUnits[unit];
    if (translated === undefined) {
      problems.push(`${unit}: the unit is missing`);
      continue;
    }
    for (const key of Object.keys(translated)) if (!(key in source)) problems.push(`${unit}.${key}: not a key of the source`);
    for (const [key, sourceText] of Object.entries(source)) {
      const text = translated[key];
      if (text === undefined || text.trim() === '') problems.push(`${unit}.${key}: missing or empty`);
      else if (placeholders(text).join() !== placeholders(sourceText).join()) problems.push(`${unit}.${key}: placeholders differ from the source`);
      else if (text === english[key] && letters(text) !== '' && !allowedSame.has(key)) problems.push(`${unit}.${key}: left in English`);
      else if (text !== english[key] && allowedSame.has(key)) problems.push(`${unit}.${key}: listed as reading as in English, but it does not`);
    }
  }
  return problems;
}
