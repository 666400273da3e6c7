// Uzbek texts of the "gameLinks" namespace: the way back to a game's section and a closed sub-game tab.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksUz: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Boʻlim va turnir',
  game_links_back_to_section: 'Orqaga: {{section}}',
  game_links_subgame_closed: '«{{part}}»: tikishlar endi qabul qilinmaydi, match bozorlari koʻrsatilmoqda.',
};
