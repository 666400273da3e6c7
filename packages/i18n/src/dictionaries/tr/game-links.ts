// Turkish texts of the "gameLinks" namespace (the way back from a game page into its section); keys are those of the Russian source.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksTr: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Bölüm ve turnuva',
  game_links_back_to_section: 'Geri: {{section}}',
  game_links_subgame_closed: '“{{part}}” için artık bahis alınmıyor, maçın marketleri gösteriliyor.',
};
