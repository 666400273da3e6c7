// Portuguese (Portugal) texts of the "gameLinks" namespace (the way back from a game page into its section).
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksPt: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'Secção e competição',
  game_links_back_to_section: 'Voltar: {{section}}',
  game_links_subgame_closed: '«{{part}}»: já não são aceites apostas; a mostrar os mercados do jogo.',
};
