import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '@stavka/contract/routes';
import { useRootData } from '../../shared/root-data';
import type { EventView } from './event-view';
import { GAME_SECTIONS, gameLink, type GameSection } from './links';

// The section a page belongs to, for its game links: a section page (marble, bets of your choice,
// the global event, top games, top events) sets it once, and every event row and card below links
// its game under that section's own game route, with no prop through the lists. The game page
// reads it too, for its way back into the section.

const GameSectionContext = createContext<GameSection>('main');

export function GameLinkProvider({ section, children }: { section: GameSection; children: ReactNode }) {
  return <GameSectionContext.Provider value={section}>{children}</GameSectionContext.Provider>;
}

export function useGameSection(): GameSection {
  return useContext(GameSectionContext);
}

/** The game link of an event in the section around it. */
export function useGameLink(): (event: EventView) => string {
  const section = useGameSection();
  const { site } = useRootData();
  return useCallback((event: EventView) => gameLink(site.lang, event, section), [site.lang, section]);
}

/** The game routes of the sections (their ids in routes.ts are the route names). */
const SECTION_GAME_ROUTES: Readonly<Record<Exclude<GameSection, 'main'>, RouteName>> = {
  marble: 'bettingMarbleGame',
  betsonyour: 'bettingBetsonyourGame',
  best: 'bestEuroGame',
  topgame: 'bettingTopgameGame',
  'top-events': 'topEventsGame',
};

/** The section of a game route by its id; any other route is the main game page. */
export function gameSectionOfRoute(routeId: string | undefined): GameSection {
  return GAME_SECTIONS.find((section) => section !== 'main' && SECTION_GAME_ROUTES[section] === routeId) ?? 'main';
}

/** The section of the game route being shown (the game page serves several paths). */
export function useRouteGameSection(): GameSection {
  const matches = useMatches();
  return gameSectionOfRoute(matches[matches.length - 1]?.id);
}
