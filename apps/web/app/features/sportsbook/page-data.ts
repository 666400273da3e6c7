// What the betting pages' loaders read from the feed (server side, see server-feed.ts): the tree
// of both kinds and the first page of each list. A feed that does not answer leaves a part empty:
// the page renders, says so, and the browser fills it in.
import type { WireEvent } from '@stavka/contract/feed-wire';
import { catalogueFromWire, countryNames, type TreeData } from './catalogue';
import type { FeedKind } from './event-view';
import type { FeedClient } from './feed-client';
import { sectionTopics, topicQuery, type SectionScope } from './section-plan';
import { foundOrNull } from '../../shared/http/page-reads';

export interface SectionData {
  readonly kind: FeedKind;
  readonly scope: SectionScope;
  /** The first topic's first page; null when the feed did not answer in time. */
  readonly initial: readonly WireEvent[] | null;
}

export async function loadTree(client: FeedClient, lang: string): Promise<TreeData> {
  const [live, line, countries] = await Promise.all([foundOrNull(client.sports(1, lang)), foundOrNull(client.sports(3, lang)), foundOrNull(client.countries(lang))]);
  return {
    live: catalogueFromWire(live ?? []),
    line: catalogueFromWire(line ?? []),
    countries: countryNames(countries ?? []),
  };
}

export function treeOf(tree: TreeData, kind: FeedKind) {
  return kind === 1 ? tree.live : tree.line;
}

/**
 * The first page of a list's first topic, planned from the same catalogue the browser follows the
 * topics from: the server renders it and the browser's live store starts from it.
 */
export async function loadSection(client: FeedClient, tree: TreeData, kind: FeedKind, scope: SectionScope, lang: string, count?: number): Promise<SectionData> {
  const first = sectionTopics(scope, treeOf(tree, kind), kind)[0];
  const initial = first && first.kind !== 'game' ? await foundOrNull(client.events(kind, { ...topicQuery(first), ...(count === undefined ? {} : { count }) }, lang)) : [];
  return { kind, scope, initial: initial && initial.map(listSeed) };
}

/**
 * An event as a list's first render needs it: without its alternative lines (about half of an
 * event) and its notes (round, venue), which no row shows. They would only weigh on the page's
 * hydration data: the live store's snapshot over the socket brings whole events a moment later.
 */
export function listSeed(event: WireEvent): WireEvent {
  const { MIS: _notes, MIO: _venue, ...shown } = event;
  return { ...shown, AE: [] };
}
