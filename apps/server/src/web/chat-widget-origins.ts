import type { SiteConfig } from '@stavka/contract/site-config';

/**
 * What a brand whose chat is Jivo's widget (decision 0045) adds to its pages' CSP: the loader
 * (code.jivosite.com) and the widget's scripts, frames and sockets on Jivo's own hosts; only while
 * some language has a consultant, and nothing for the built-in chat.
 */
export function jivoWidgetOrigins(support: SiteConfig['support']): string[] {
  if (support.chatProvider !== 'jivo' || Object.values(support.consultantIdByLang).every((id) => id === '' || id === 'empty')) return [];
  return ['https://code.jivosite.com', 'https://*.jivosite.com', 'wss://*.jivosite.com'];
}
