import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultChamp, ResultGame } from '@stavka/contract/feed-wire';
import { ResultsPage } from './results-page';
import type { ResultsPageData } from './results-page-data';
import { renderInSportsSite } from './test-site';

const champ = (id: number, sportId: number, name: string, sportName: string): ResultChamp => ({ id, name, sportId, sportName, countryId: 0, countryName: '', gamesCount: 1 });

function result(id: number, champId: number, champName: string, opp1: string, opp2: string, score: string, status: 2 | 4 = 2): ResultGame {
  return {
    id,
    constId: id + 1,
    champId,
    champName,
    sportId: 1,
    opp1,
    opp2,
    opp1Ids: [1],
    opp2Ids: [2],
    opp1Images: [],
    opp2Images: [],
    score,
    dopInfo: '',
    dateStart: Date.parse('2026-11-21T15:00:00Z') / 1000,
    matchInfos: [],
    subGame: '',
    hasSubGame: false,
    countSubGame: 0,
    status,
    statId: '',
  };
}

const days = ['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16', '2026-11-15'];
const data: ResultsPageData = {
  tree: { live: [], line: [], countries: {} },
  day: '2026-11-20',
  days,
  sportId: 1,
  champId: null,
  champs: [champ(88637, 1, 'Англия. Премьер-лига', 'Футбол'), champ(500, 3, 'НБА', 'Баскетбол')],
  games: [result(1, 88637, 'Англия. Премьер-лига', 'Челси', 'Брайтон', '2:1 (1:0,1:1)'), result(2, 88637, 'Англия. Премьер-лига', 'Арсенал', 'Эвертон', '', 4)],
};

describe('the results page', () => {
  it('shows each finished game with its final and period scores under its championship', async () => {
    renderInSportsSite(<ResultsPage data={data} />, { path: '/ru/results/football' });
    const champSection = await screen.findByRole('region', { name: 'Англия. Премьер-лига' });
    const rows = within(champSection).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Челси');
    expect(rows[0]?.querySelector('[data-score]')?.textContent).toBe('2:1');
    expect(rows[0]?.textContent).toContain('(1:0, 1:1)');
    expect(rows[1]?.textContent).toContain('Отменён');
  });

  it('shows a race’s podium in place of a score', async () => {
    const race: ResultGame = {
      ...result(3, 4401, 'Аскот', 'Аскот. Заезд 3', '', ''),
      sportId: 44,
      matchInfos: [
        { name: 'Ночной ветер', value: '1' },
        { name: 'Серебряная стрела', value: '2' },
        { name: 'Красная комета', value: '3' },
        { name: 'Тихая гавань', value: '4' },
      ],
    };
    renderInSportsSite(<ResultsPage data={{ ...data, games: [race] }} />, { path: '/ru/results' });
    const podium = await screen.findByRole('list', { name: 'Места в забеге' });
    expect(within(podium).getAllByRole('listitem').map((item) => [item.getAttribute('value'), item.textContent])).toEqual([
      ['1', 'Ночной ветер'],
      ['2', 'Серебряная стрела'],
      ['3', 'Красная комета'],
    ]);
    expect(document.querySelector('[data-score]')).toBeNull();
  });

  it('offers the last seven days and the sports and championships of the day as links', async () => {
    renderInSportsSite(<ResultsPage data={data} />, { path: '/ru/results/football' });
    const daysNav = await screen.findByRole('navigation', { name: 'День' });
    const dayLinks = within(daysNav).getAllByRole('link');
    expect(dayLinks).toHaveLength(7);
    expect(dayLinks[0]?.textContent).toBe('Сегодня');
    expect(within(daysNav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/ru/results/football?date=2026-11-20');

    const sports = screen.getByRole('navigation', { name: 'Виды спорта' });
    expect(within(sports).getByRole('link', { current: 'page' }).textContent).toBe('Футбол');
    expect(within(sports).getByRole('link', { name: 'Все виды спорта' }).getAttribute('href')).toBe('/ru/results?date=2026-11-20');

    // With a sport chosen, only its championships are offered.
    const champs = screen.getByRole('navigation', { name: 'Турниры' });
    const champLinks = within(champs).getAllByRole('link');
    expect(champLinks).toHaveLength(1);
    expect(champLinks[0]?.getAttribute('href')).toBe('/ru/results/football/88637-angliya-premer-liga?date=2026-11-20');
  });

  it('says so when the day has no results, and when the feed did not answer', async () => {
    const view = renderInSportsSite(<ResultsPage data={{ ...data, games: [] }} />);
    expect(await screen.findByText(/завершённых матчей нет/)).toBeTruthy();
    view.unmount();
    renderInSportsSite(<ResultsPage data={{ ...data, games: null }} />);
    expect((await screen.findByRole('status')).textContent).toContain('Не удалось загрузить результаты');
  });
});
