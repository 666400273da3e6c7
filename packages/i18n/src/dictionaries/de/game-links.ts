// German texts of the "gameLinks" namespace (the way back from a game page into its section); keys of ru/game-links.ts.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksDe: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Bereich und Wettbewerb',
  game_links_back_to_section: 'Zurück: {{section}}',
  game_links_subgame_closed: '„{{part}}“: Es werden keine Wetten mehr angenommen, angezeigt werden die Märkte des Spiels.',
};
