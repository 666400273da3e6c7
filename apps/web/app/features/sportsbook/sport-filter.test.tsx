import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/ui/test-utils';
import type { TreeData } from './catalogue';
import { filterLink, sportIdsOf } from './links';
import { SportsTree } from './sports-tree';
import { renderInSportsSite } from './test-site';

// The sport filter (bettingSportFilter, /:lng/:mode/filter/:sportIds): sports ticked in the tree
// open together, one list per sport.

const tree: TreeData = {
  live: [
    { id: 1, name: 'Футбол', slug: 'football', games: 12, champs: [{ id: 10, name: 'АПЛ', nameEn: 'EPL', countryId: 826, games: 12 }] },
    { id: 4, name: 'Теннис', slug: 'tennis', games: 3, champs: [{ id: 40, name: 'ATP', nameEn: 'ATP', countryId: 0, games: 3 }] },
    { id: 3, name: 'Баскетбол', slug: 'basketball', games: 5, champs: [{ id: 30, name: 'НБА', nameEn: 'NBA', countryId: 840, games: 5 }] },
  ],
  line: [],
  countries: { 826: 'Англия' },
};

describe('the sport filter', () => {
  it('writes and reads the sports of a filter path: deduplicated, ascending, comma-joined', () => {
    expect(filterLink('ru', 'live', [4, 1, 4])).toBe('/ru/live/filter/1,4');
    expect(sportIdsOf('4,1,4')).toEqual([1, 4]);
    expect(sportIdsOf('football')).toBeNull();
    expect(sportIdsOf('1,,2')).toBeNull();
    expect(sportIdsOf('0')).toBeNull();
  });

  it('links the sports ticked in the tree to one page, and clears the ticks', async () => {
    renderInSportsSite(<SportsTree data={tree} place={{ mode: 'live' }} />);
    const tick = async (sport: string) => fireEvent.click(await screen.findByRole('checkbox', { name: ru('live_filter_pick_sport', { sport }) }));
    await tick('Теннис');
    await tick('Футбол');
    const link = screen.getByRole('link', { name: ru('live_filter_show', { count: 2 }) });
    expect(link.getAttribute('href')).toBe('/ru/live/filter/1,4');
    fireEvent.click(screen.getByRole('button', { name: ru('live_filter_clear') }));
    expect(screen.queryByRole('link', { name: ru('live_filter_show', { count: 2 }) })).toBeNull();
  });

  it('shows the filter page’s sports ticked', async () => {
    renderInSportsSite(<SportsTree data={tree} place={{ mode: 'live', sportIds: [3, 4] }} />);
    const nav = await screen.findByRole('navigation');
    const ticked = within(nav)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('aria-label'));
    expect(ticked).toEqual([ru('live_filter_pick_sport', { sport: 'Теннис' }), ru('live_filter_pick_sport', { sport: 'Баскетбол' })]);
  });
});
