// Kazakh texts of the "gameLinks" namespace (the game page inside a section); the keys are those of the Russian source.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksKk: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Бөлім және турнир',
  game_links_back_to_section: 'Артқа: {{section}}',
  game_links_subgame_closed: '«{{part}}»: бәс енді қабылданбайды, матч нарықтары көрсетілді.',
};
