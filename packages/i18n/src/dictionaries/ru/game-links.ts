// The game page inside a section (issue 4): the way back into the section it was opened from, and
// a sub-game tab that closed while it was open.
export const gameLinksRu = {
  game_links_breadcrumbs: 'Раздел и турнир',
  game_links_back_to_section: 'Назад: {{section}}',
  game_links_subgame_closed: '«{{part}}»: ставки больше не принимаются, показаны рынки матча.',
};
