// French texts of the game page's links inside a section (issue 4), typed by the Russian source.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksFr: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Section et compétition',
  game_links_back_to_section: 'Retour : {{section}}',
  game_links_subgame_closed: '« {{part}} » : les paris ne sont plus acceptés, affichage des marchés du match.',
};
