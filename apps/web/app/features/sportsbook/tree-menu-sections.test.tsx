import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/ui/test-utils';
import type { CatalogueSport, TreeData } from './catalogue';
import { SportsTree } from './sports-tree';
import { renderInSportsSite } from './test-site';

// The menu sections of spec §3 in the sports tree: the sections with games now, each a link to the
// page it opens (the same pages as the cyber page's menu).

const sport = (id: number, name: string, champs: [number, string][] = [[id * 10, name]]): CatalogueSport => ({
  id,
  name,
  slug: `sport-${id}`,
  games: champs.length * 2,
  champs: champs.map(([champId, nameEn]) => ({ id: champId, name: nameEn, nameEn, countryId: 0, games: 2 })),
});

const tree: TreeData = {
  live: [sport(85, 'Киберфутбол'), sport(301, 'Гонки шариков')],
  line: [sport(202, 'Политика'), sport(40, 'Киберспорт', [[400010, 'Counter-Strike 2. Pro Series']])],
  countries: {},
};

const sectionLinks = () => {
  const group = screen.getByRole('list', { name: ru('sections_menu_label') });
  return within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('the menu sections in the sports tree', () => {
  it('links the sections that have games, in the spec’s order, in the page’s mode', async () => {
    renderInSportsSite(<SportsTree data={tree} place={{ mode: 'live' }} />);
    await screen.findByRole('navigation', { name: ru('sportsbook_tree_title') });
    // Long bets open the line and marble races the live whatever the mode; genres without
    // championships (fighting games, strategy …) are left out.
    expect(sectionLinks()).toEqual([
      [ru('sections_menu_long'), '/ru/line/betsonyour'],
      [ru('sections_menu_marble_live'), '/ru/live/marble'],
      [ru('sections_menu_cyber_stream'), '/ru/live/cyber/cyber-stream'],
      [ru('sections_menu_cyber_zone'), '/ru/live/cyber/cyber-zone'],
      [ru('sections_menu_simulated_reality'), '/ru/live/cyber/simulated-reality'],
      [ru('sections_menu_sports_simulators'), '/ru/live/cyber/sports-simulators'],
      [ru('sections_menu_shooters'), '/ru/live/cyber/shooters'],
      [ru('sections_menu_e_sports'), '/ru/live/cyber/e-sports'],
    ]);
  });

  it('opens the line by default, marks the open section and gives way to a search', async () => {
    renderInSportsSite(<SportsTree data={tree} place={{ sectionCode: 1005 }} />);
    const shooters = await screen.findByRole('link', { name: ru('sections_menu_shooters') });
    expect(shooters.getAttribute('href')).toBe('/ru/line/cyber/shooters');
    expect(shooters.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: ru('sections_menu_cyber_zone') }).getAttribute('aria-current')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: ru('sportsbook_tree_search') }), { target: { value: 'Кибер' } });
    expect(screen.queryByRole('list', { name: ru('sections_menu_label') })).toBeNull();
  });

  it('leaves the group out while no section has games', async () => {
    renderInSportsSite(<SportsTree data={{ live: [], line: [sport(1, 'Футбол')], countries: {} }} place={{}} />);
    await screen.findByRole('navigation', { name: ru('sportsbook_tree_title') });
    expect(screen.queryByRole('list', { name: ru('sections_menu_label') })).toBeNull();
  });
});
