import { createContext, useContext, type ReactNode } from 'react';

// A slot beside a game in any list or page for actions that belong to other features (favourites'
// star, the notifications bell). Features never import each other (eslint.config.js): the layout
// provides the render function, the sportsbook's rows and game page render the slot.

export interface EventActionsGame {
  /** Game id (I). */
  readonly id: number;
  /** Constant id (CI). */
  readonly constId?: number;
  /** The game is in play. */
  readonly live: boolean;
}

type RenderEventActions = (game: EventActionsGame) => ReactNode;

const EventActionsContext = createContext<RenderEventActions | null>(null);

export function EventActionsProvider({ render, children }: { render: RenderEventActions; children: ReactNode }) {
  return <EventActionsContext.Provider value={render}>{children}</EventActionsContext.Provider>;
}

/** The actions for a game, or nothing where no provider gives any (tests, server pages without it). */
export function EventActions({ game }: { game: EventActionsGame }) {
  const render = useContext(EventActionsContext);
  return render ? render(game) : null;
}
