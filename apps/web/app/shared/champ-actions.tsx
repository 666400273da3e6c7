import { createContext, useContext, type ReactNode } from 'react';

// A slot beside a championship in the sports tree (and any championship row) for actions of other
// features: the favourites' star. As with event-actions.tsx, the layout provides the render
// function and the sportsbook renders the slot, so neither feature imports the other.

export interface ChampActionsChamp {
  /** Championship id (LI). */
  readonly id: number;
  /** Its name, for the accessible labels. */
  readonly name: string;
}

type RenderChampActions = (champ: ChampActionsChamp) => ReactNode;

const ChampActionsContext = createContext<RenderChampActions | null>(null);

export function ChampActionsProvider({ render, children }: { render: RenderChampActions; children: ReactNode }) {
  return <ChampActionsContext.Provider value={render}>{children}</ChampActionsContext.Provider>;
}

/** The actions for a championship, or nothing where no provider gives any. */
export function ChampActions({ champ }: { champ: ChampActionsChamp }) {
  const render = useContext(ChampActionsContext);
  return render ? render(champ) : null;
}
