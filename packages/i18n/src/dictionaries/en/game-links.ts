import type { gameLinksRu } from '../ru/game-links';

export const gameLinksEn: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Section and championship',
  game_links_back_to_section: 'Back to {{section}}',
  game_links_subgame_closed: '“{{part}}” no longer takes bets: showing the match markets.',
};
