// The loader of the search page (`searchEvents`): the text lives in ?q=, so a search is a URL that
// can be shared and the page renders its matches on the server. A text over the limit is not sent.
import type { Params } from 'react-router';
import type { WireEvent } from '@stavka/contract/feed-wire';
import type { TreeData } from './catalogue';
import { eventView, type EventView } from './event-view';
import { loadTree } from './page-data';
import { createSearchClient, searchText } from './search-client';
import { foundOrNull } from '../../shared/http/page-reads';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS, loaderFeedClient } from './server-feed';

export interface SearchPageData {
  readonly tree: TreeData;
  readonly query: string;
  readonly refused: 'empty' | 'long' | null;
  /** Live and line matches; null when that feed did not answer. */
  readonly live: readonly WireEvent[] | null;
  readonly line: readonly WireEvent[] | null;
}

export async function loadSearchPage(request: Request, params: Params): Promise<SearchPageData> {
  const lang = params.lng ?? 'ru';
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const asked = searchText(query);
  const treeLoad = loadTree(loaderFeedClient(request), lang);
  if ('refused' in asked) return { tree: await treeLoad, query, refused: asked.refused, live: [], line: [] };
  const search = createSearchClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const [tree, live, line] = await Promise.all([treeLoad, foundOrNull(search(1, asked.text, lang)), foundOrNull(search(3, asked.text, lang))]);
  return { tree, query, refused: null, live, line };
}

export interface ChampHit {
  readonly view: EventView;
  readonly games: number;
}

function fold(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').trim();
}

/** The championships among the matches whose own name holds the text (one link each, with its game count). */
export function champHits(events: readonly WireEvent[], text: string): ChampHit[] {
  const needle = fold(text);
  // The same championship in live and in line is two pages: one link each.
  const hits = new Map<string, { view: EventView; games: number }>();
  for (const event of events) {
    if (!fold(event.L).includes(needle) && !fold(event.LE).includes(needle)) continue;
    const key = `${event.KI}:${event.LI}`;
    const hit = hits.get(key);
    if (hit) hit.games++;
    else hits.set(key, { view: eventView(event), games: 1 });
  }
  return [...hits.values()];
}
