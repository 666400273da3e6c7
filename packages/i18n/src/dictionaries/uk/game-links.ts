// Ukrainian texts of the "gameLinks" namespace: the game page inside a section (back link, closed sub-game).
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksUk: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Розділ і турнір',
  game_links_back_to_section: 'Назад: {{section}}',
  game_links_subgame_closed: '«{{part}}»: ставки більше не приймаються, показано ринки матчу.',
};
