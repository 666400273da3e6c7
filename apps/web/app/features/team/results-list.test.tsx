import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResultGame } from '@stavka/contract/feed-wire';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { RecordLine, ResultsList } from './results-list';
import { outcomeFor, record } from './team-record';

function result(overrides: Partial<ResultGame>): ResultGame {
  return {
    id: 1,
    constId: 2,
    champId: 88637,
    champName: 'Англия. Премьер-лига',
    sportId: 1,
    opp1: 'Челси',
    opp2: 'Брайтон',
    opp1Ids: [1988],
    opp2Ids: [2026],
    opp1Images: [],
    opp2Images: [],
    score: '2:1 (1:0,1:1)',
    dopInfo: '',
    dateStart: 1_788_094_800,
    matchInfos: [],
    subGame: '',
    hasSubGame: false,
    countSubGame: 0,
    status: 2,
    statId: '',
    ...overrides,
  };
}

const games = [result({ id: 1 }), result({ id: 2, score: '0:0' }), result({ id: 3, opp1: 'Брайтон', opp2: 'Челси', opp1Ids: [2026], opp2Ids: [1988], score: '3:1' }), result({ id: 4, status: 4, score: '' })];

function renderInSite(ui: ReactElement) {
  const rootData: RootData = { site: baseTestSite, dictionary: ruTestDictionary, theme: 'dark', timeZone: 'Europe/Moscow', oddsFormat: 'decimal', nonce: '', viewer: null };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/ru/line/team/1988-chelsea'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderWithI18n(<RouterProvider router={router} />);
}

describe("a team's results", () => {
  it('read each game from the team’s side, home or away, and skip cancelled ones', () => {
    expect(games.map((g) => outcomeFor(g, 1988))).toEqual(['win', 'draw', 'loss', null]);
    expect(games.map((g) => outcomeFor(g, 2026))).toEqual(['loss', 'draw', 'win', null]);
    expect(outcomeFor(games[0]!, 424242)).toBeNull();
    expect(record(games, 1988)).toEqual({ win: 1, draw: 1, loss: 1 });
  });

  it('list the games newest first as given, with the score and the outcome in words', async () => {
    renderInSite(
      <>
        <RecordLine games={games} teamId={1988} team="Челси" />
        <ResultsList games={games} teamId={1988} label="Результаты" emptyText="пусто" />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Результаты' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('2:1')).toBeTruthy();
    expect(within(rows[0]!).getByText(ru('team_outcome_win'))).toBeTruthy();
    expect(within(rows[2]!).getByText(ru('team_outcome_loss'))).toBeTruthy();
    expect(within(rows[3]!).getByText(ru('team_cancelled'))).toBeTruthy();
    expect(screen.getByText('Челси: побед 1, ничьих 1, поражений 1')).toBeTruthy();
  });

  it('say so when there are none, and when the feed did not answer', async () => {
    renderInSite(
      <>
        <ResultsList games={[]} label="a" emptyText={ru('team_no_results')} />
        <ResultsList games={null} label="b" emptyText="" />
      </>,
    );
    expect(await screen.findByText(ru('team_no_results'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ru('team_feed_error'));
  });
});
