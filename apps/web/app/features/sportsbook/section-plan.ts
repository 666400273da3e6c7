// The push topics of each kind of list (packages/contract push.ts), the same on the server (the
// first topic's first page rendered) and in the browser (every topic followed live), so the first
// paint and hydration agree. A list across sports follows one sport topic per sport, in the
// catalogue's order, adding the next as the player scrolls (spec §9 infinite scroll): a socket
// holds at most pushLimits.maxSubscriptions topics, so a page never follows one per championship.
import type { PushTopic } from '@stavka/contract/push';
import { PAGE_SIZE, type CatalogueSport } from './catalogue';
import type { FeedKind } from './event-view';
import type { EventsQuery } from './feed-client';

export type SectionScope =
  | { readonly type: 'top' }
  | { readonly type: 'all' }
  | { readonly type: 'sport'; readonly sportId: number }
  | { readonly type: 'champ'; readonly champId: number };

/** The list's topics in display order; a list across sports without a catalogue has none. */
export function sectionTopics(scope: SectionScope, catalogue: readonly CatalogueSport[], feedKind: FeedKind): PushTopic[] {
  switch (scope.type) {
    case 'top':
      return [{ kind: 'top', feedKind }];
    case 'champ':
      return [{ kind: 'champ', champId: scope.champId, feedKind }];
    case 'sport':
      return [{ kind: 'sport', sportId: scope.sportId, feedKind }];
    case 'all':
      return catalogue.map((sport) => ({ kind: 'sport', sportId: sport.id, feedKind }));
  }
}

/** The list route's question for a topic's first page (Get1x2_VZip answers the topic's games in its order). */
export function topicQuery(topic: Exclude<PushTopic, { kind: 'game' }>): EventsQuery {
  switch (topic.kind) {
    case 'top':
      return { top: true, count: PAGE_SIZE };
    case 'champ':
      return { champs: [topic.champId], count: PAGE_SIZE };
    case 'sport':
      return { sports: [topic.sportId], count: PAGE_SIZE };
  }
}
