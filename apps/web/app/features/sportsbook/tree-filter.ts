// The tree's search (spec §5: at most 100 characters; a case-insensitive substring of the name),
// live hits first, at most 50 of them.
import type { CatalogueChamp, CatalogueSport, TreeData } from './catalogue';
import type { BettingMode } from './links';

export const TREE_SEARCH_MAX_HITS = 50;

export interface TreeHit {
  readonly mode: BettingMode;
  readonly sport: CatalogueSport;
  readonly champ: CatalogueChamp | null;
}

/** The hits of a query, or null when there is nothing to search for. */
export function searchTree(data: TreeData, query: string): TreeHit[] | null {
  const needle = query.slice(0, 100).trim().toLocaleLowerCase();
  if (needle === '') return null;
  const hits: TreeHit[] = [];
  const modes: readonly [BettingMode, readonly CatalogueSport[]][] = [
    ['live', data.live],
    ['line', data.line],
  ];
  for (const [mode, sports] of modes) {
    for (const sport of sports) {
      if (sport.name.toLocaleLowerCase().includes(needle)) hits.push({ mode, sport, champ: null });
      for (const champ of sport.champs) {
        if (champ.name.toLocaleLowerCase().includes(needle)) hits.push({ mode, sport, champ });
      }
    }
  }
  return hits.slice(0, TREE_SEARCH_MAX_HITS);
}
