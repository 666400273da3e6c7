import { createContext, useContext, useMemo, type ReactNode } from 'react';

// A slot beside a championship in the sports tree (and any championship row) for actions of other
// features: the favourites' star. As with event-actions.tsx, the layout provides the render
// function and the sportsbook renders the slot, so neither feature imports the other. The same
// provider says which championships the player starred, which the tree pins on top (UX.md).

export interface ChampActionsChamp {
  /** Championship id (LI). */
  readonly id: number;
  /** Its name, for the accessible labels. */
  readonly name: string;
}

type RenderChampActions = (champ: ChampActionsChamp) => ReactNode;

interface ChampActionsValue {
  readonly render: RenderChampActions;
  /** The starred championships' ids, in the order starred. */
  readonly pinned: readonly number[];
}

const ChampActionsContext = createContext<ChampActionsValue | null>(null);
const NONE: readonly number[] = [];

export function ChampActionsProvider({
  render,
  pinned,
  children,
}: {
  render: RenderChampActions;
  pinned: readonly number[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ render, pinned }), [render, pinned]);
  return <ChampActionsContext.Provider value={value}>{children}</ChampActionsContext.Provider>;
}

/** The actions for a championship, or nothing where no provider gives any. */
export function ChampActions({ champ }: { champ: ChampActionsChamp }) {
  const value = useContext(ChampActionsContext);
  return value ? value.render(champ) : null;
}

/** The championships to pin on top of the sports tree (none without a provider). */
export function usePinnedChamps(): readonly number[] {
  return useContext(ChampActionsContext)?.pinned ?? NONE;
}
