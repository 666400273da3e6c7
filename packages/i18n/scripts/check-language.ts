// Prints what a translated dictionary still lacks: `npm run check:language -- kk`.
import { dictionaryProblems } from '../src/dictionary-checks';
import type { DictionaryUnits } from '../src/dictionaries/units';

const lang = process.argv[2];
if (lang === undefined || !/^[a-z]{2}$/.test(lang)) {
  console.error('usage: npm run check:language -- <language code>');
  process.exit(2);
}
const module = (await import(`../src/dictionaries/${lang}/index.ts`)) as Record<string, unknown>;
const units = module[`${lang}Units`] as DictionaryUnits | undefined;
const same = (module[`${lang}SameAsEnglish`] ?? []) as readonly string[];
if (units === undefined) {
  console.error(`src/dictionaries/${lang}/index.ts exports no ${lang}Units`);
  process.exit(1);
}
const problems = dictionaryProblems(units, same);
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? `${lang}: complete` : `${lang}: ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
