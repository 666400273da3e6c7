import type { MetaDescriptor } from 'react-router';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { dictionaryAt } from '../../shared/i18n/page-dictionary';
import { pageMeta } from '../../shared/page-meta';
import type { RootData } from '../../shared/root-data';

type Matches = Parameters<typeof pageMeta>[0];

/** Title and description of a special section, its name translated like the title (SEO, SSR). */
export function sectionMeta(matches: Matches, title: MessageKey, section: MessageKey | string, values: Record<string, string> = {}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const name = (root && dictionaryAt(root.dictionary.url)[section]) ?? section;
  return pageMeta(matches, { title, description: 'sections_description' }, { section: name, ...values });
}
