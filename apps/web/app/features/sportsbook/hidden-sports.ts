// The sports a signed-in player hides from their line and live (office_settings_disallow_sports,
// decision 0039): the page's viewer carries them, so the first paint already leaves them out of the
// sports tree and of every list of games; a guest hides nothing. A sport's own page still shows it
// (the player went there on purpose), as do search, favourites and a game's page.
import { useMemo } from 'react';
import { useOptionalRootData } from '../../shared/root-data';
import type { CatalogueSport, TreeData } from './catalogue';

export interface HiddenSports {
  /** Nothing is hidden (a guest, or a player who hid nothing). */
  readonly none: boolean;
  /** Whether the player hides this sport in this feed kind (1 live, 3 line). */
  hides(kind: number, sportId: number): boolean;
}

const NOTHING: HiddenSports = { none: true, hides: () => false };

export function useHiddenSports(): HiddenSports {
  const hidden = useOptionalRootData()?.viewer?.hiddenSports;
  return useMemo(() => {
    if (!hidden || (hidden.line.length === 0 && hidden.live.length === 0)) return NOTHING;
    const line = new Set(hidden.line);
    const live = new Set(hidden.live);
    return { none: false, hides: (kind, sportId) => (kind === 1 ? live : line).has(sportId) };
  }, [hidden]);
}

/** The catalogue of a feed kind without the sports the player hides there. */
export function visibleSports(hidden: HiddenSports, kind: number, sports: readonly CatalogueSport[]): readonly CatalogueSport[] {
  return hidden.none ? sports : sports.filter((sport) => !hidden.hides(kind, sport.id));
}

/** The tree without the hidden sports of each kind. */
export function useVisibleTree(tree: TreeData): TreeData {
  const hidden = useHiddenSports();
  return useMemo(() => (hidden.none ? tree : { ...tree, live: visibleSports(hidden, 1, tree.live), line: visibleSports(hidden, 3, tree.line) }), [hidden, tree]);
}

