// The pages of each kind of list, the same on the server (first page rendered) and in the
// browser (later pages as the player scrolls), so the first paint and hydration agree.
import { champsOf, pagePlan, PAGE_SIZE, type CatalogueSport } from './catalogue';
import type { EventsQuery } from './feed-client';

export type SectionScope =
  | { readonly type: 'top' }
  | { readonly type: 'all' }
  | { readonly type: 'sport'; readonly sportId: number }
  | { readonly type: 'champ'; readonly champId: number };

/** The list's pages from the catalogue; without a catalogue, one page the feed can answer alone. */
export function sectionPlan(scope: SectionScope, catalogue: readonly CatalogueSport[]): EventsQuery[] {
  switch (scope.type) {
    case 'top':
      return [{ top: true, count: PAGE_SIZE }];
    case 'champ':
      return [{ champs: [scope.champId], count: PAGE_SIZE }];
    case 'sport': {
      const pages = pagePlan(champsOf(catalogue, scope.sportId));
      return pages.length > 0 ? pages : [{ sports: [scope.sportId], count: PAGE_SIZE }];
    }
    case 'all': {
      const pages = pagePlan(champsOf(catalogue));
      return pages.length > 0 ? pages : [{ count: PAGE_SIZE }];
    }
  }
}
