import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionTabs, visibleTabs } from './section-tabs';
import { championsCup, renderSection } from './section-test-site';

describe('the sports home tab bar', () => {
  it('links every tab to its page in the current mode and marks the current one', async () => {
    renderSection(<SectionTabs active="cyber" mode="live" />, { site: { globalEvent: championsCup } });
    const nav = await screen.findByRole('navigation', { name: 'Разделы ставок' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Главная', '/ru/live'],
      ['Ставки на выбор', '/ru/live/betsonyour'],
      ['Киберспорт', '/ru/live/cyber'],
      ['UFC', '/ru/live/ufc'],
      ['Политика', '/ru/live/politics'],
      ['Гонки шариков', '/ru/live/marble'],
      ['Кубок чемпионов', '/ru/live/best'],
      ['Команды', '/ru/live/team'],
      ['Топ-матч', '/ru/live/topgame'],
      ['Рекомендуем', '/ru/live/recommendation'],
      ['Топ-события', '/ru/top-events/live'],
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Киберспорт']);
  });

  it('leaves out "best" for a brand without a global event', async () => {
    renderSection(<SectionTabs active="home" mode="line" />, { site: { globalEvent: null } });
    const nav = await screen.findByRole('navigation', { name: 'Разделы ставок' });
    expect(within(nav).queryByRole('link', { name: 'Лучшее' })).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).getByRole('link', { name: 'Главная' }).getAttribute('aria-current')).toBe('page');
    expect(visibleTabs(true)).toHaveLength(11);
  });
});
