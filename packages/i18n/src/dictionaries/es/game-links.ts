// Spanish (Spain) texts of the game page inside a section: the way back into the section it was opened
// from, and a sub-game tab that closed while it was open.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksEs: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Sección y competición',
  game_links_back_to_section: 'Volver: {{section}}',
  game_links_subgame_closed: '«{{part}}»: ya no se aceptan apuestas; se muestran los mercados del partido.',
};
