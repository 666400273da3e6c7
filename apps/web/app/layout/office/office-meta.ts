import type { MetaDescriptor } from 'react-router';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { pageMeta } from '../../shared/page-meta';

/** An office page's title; the office is private, so search engines are told to leave it out. */
export function officeMeta(matches: Parameters<typeof pageMeta>[0], title: MessageKey): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: 'robots', content: 'noindex, nofollow' }];
}
