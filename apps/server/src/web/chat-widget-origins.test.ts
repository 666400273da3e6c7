import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@stavka/contract/site-config';
import { jivoWidgetOrigins } from './chat-widget-origins';

// Decision 0045: only a brand whose chat is Jivo's widget, with a consultant somewhere, lets Jivo's
// hosts into its pages' CSP.

const supportOf = (support: object) => siteConfigSchema.parse({ support }).support;

describe("Jivo's CSP allowances", () => {
  it.each([
    ['the built-in chat', { chatProvider: 'local', consultantIdByLang: { ru: 'desk-ru' } }, []],
    ['Jivo without a consultant', { chatProvider: 'jivo', consultantIdByLang: { ru: 'empty', en: '' } }, []],
    ['Jivo with a consultant', { chatProvider: 'jivo', consultantIdByLang: { ru: 'AbC123', en: 'empty' } }, ['https://code.jivosite.com', 'https://*.jivosite.com', 'wss://*.jivosite.com']],
  ])('%s', (_case, support, origins) => {
    expect(jivoWidgetOrigins(supportOf(support))).toEqual(origins);
  });
});
