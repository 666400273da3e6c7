// The reader of Web_SearchZip (wire-format §1.3): games whose teams or championship match a text,
// in line or live, checked with the contract's event schema.
import { z } from 'zod';
import { familyEnvelopeSchema, wireEventSchema, type WireEvent } from '@stavka/contract/feed-wire';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { createHttpClient } from '../../shared/http/http-client';
import type { FeedKind } from './event-view';
import { feedRoot } from '../../shared/http/feed-routes';

/** Longest search text (spec §2 "Search text at most 100 characters"; the server refuses more). */
export const SEARCH_TEXT_MAX = 100;
/** Most games asked for per kind. */
export const SEARCH_LIMIT = 50;

const searchParams: RequestParamCatalogue = {
  text: { kind: 'text' },
  limit: { kind: 'int' },
  lng: { kind: 'text' },
};

const searchAnswer = familyEnvelopeSchema(z.array(wireEventSchema));

export type SearchClient = (kind: FeedKind, text: string, lang: string) => Promise<WireEvent[]>;

export function createSearchClient(options: { baseUrl: string; timeoutMs: number }): SearchClient {
  const http = createHttpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs });
  return async (kind, text, lang) => {
    const result = await http.call({ url: `${feedRoot(kind)}/Web_SearchZip`, params: { text, limit: SEARCH_LIMIT, lng: lang }, paramSpecs: searchParams, schema: searchAnswer });
    if (!result.ok) throw result.error;
    return result.data.Value;
  };
}

/** The text as the search sends it, or why it is not sent. */
export function searchText(raw: string): { text: string } | { refused: 'empty' | 'long' } {
  const text = raw.trim();
  if (text.length > SEARCH_TEXT_MAX) return { refused: 'long' };
  return text === '' ? { refused: 'empty' } : { text };
}
