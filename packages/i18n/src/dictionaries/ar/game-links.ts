// Arabic texts of the game page inside a section: the way back into the section, and a closed sub-game tab.
import type { gameLinksRu } from '../ru/game-links';

export const gameLinksAr: Record<keyof typeof gameLinksRu, string> = {
  game_links_breadcrumbs: 'القسم والبطولة',
  game_links_back_to_section: 'رجوع: {{section}}',
  game_links_subgame_closed: '«{{part}}»: لم تعد الرهانات مقبولة، وتُعرض أسواق المباراة.',
};
