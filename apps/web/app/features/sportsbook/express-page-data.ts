// The loader of the express of the day (`expressDay`): the line and live expresses, read on the
// server so the cards render with their legs and prices.
import type { Params } from 'react-router';
import type { V1ExpressDay } from '@stavka/contract/feed-wire';
import type { TreeData } from './catalogue';
import { createExpressClient } from './express-client';
import { loadTree } from './page-data';
import { foundOrNull } from '../../shared/http/page-reads';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS, loaderFeedClient } from './server-feed';

export interface ExpressPageData {
  readonly tree: TreeData;
  /** null when that feed did not answer. */
  readonly line: V1ExpressDay | null;
  readonly live: V1ExpressDay | null;
}

export async function loadExpressPage(request: Request, params: Params): Promise<ExpressPageData> {
  const lang = params.lng ?? 'ru';
  const express = createExpressClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const [tree, line, live] = await Promise.all([loadTree(loaderFeedClient(request), lang), foundOrNull(express(3, lang)), foundOrNull(express(1, lang))]);
  return { tree, line, live };
}
