// The reader of WebGetTopChampsZip (wire-format §1.3): the brand's top championships in line or live.
import { z } from 'zod';
import { familyEnvelopeSchema, wireChampSchema, type WireChamp } from '@stavka/contract/feed-wire';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { feedRoot } from '../../shared/http/feed-routes';
import { createHttpClient } from '../../shared/http/http-client';
import type { FeedKind } from './event-view';

const topParams: RequestParamCatalogue = { lng: { kind: 'text' } };
const topChampsAnswer = familyEnvelopeSchema(z.array(wireChampSchema));

export type TopChampsClient = (kind: FeedKind, lang: string) => Promise<WireChamp[]>;

export function createTopChampsClient(options: { baseUrl: string; timeoutMs: number }): TopChampsClient {
  const http = createHttpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs });
  return async (kind, lang) => {
    const result = await http.call({ url: `${feedRoot(kind)}/WebGetTopChampsZip`, params: { lng: lang }, paramSpecs: topParams, schema: topChampsAnswer });
    if (!result.ok) throw result.error;
    return result.data.Value;
  };
}
