import type { MetaDescriptor } from 'react-router';
import { dictionaryAt } from './i18n/page-dictionary';
import type { RootData } from './root-data';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function translate(dictionary: Record<string, string>, key: string, values: Record<string, string | number>): string {
  const text = dictionary[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}

/**
 * Title and description of a page for SSR (DESIGN §5 SEO), translated from the root
 * dictionary; `{{brand}}` and `{{age}}` are filled from the brand.
 */
export function pageMeta(matches: readonly (MatchLike | undefined)[], keys: { title: string; description?: string }, values: Record<string, string | number> = {}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return [];
  const all = { brand: root.site.name, age: root.site.minAge, ...values };
  const dictionary = dictionaryAt(root.dictionary.url);
  const title = translate(dictionary, keys.title, all);
  const descriptors: MetaDescriptor[] = [{ title }];
  if (keys.description) descriptors.push({ name: 'description', content: translate(dictionary, keys.description, all) });
  return descriptors;
}
