import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import type { TreeData } from './catalogue';
import { OddsFormatProvider } from './odds-format';
import { renderInSportsSite } from './test-site';
import { wireEvent } from './test-wire';
import { topChampLinks, type TopEventsData } from './top-page-data';
import { TopEventsPage, TopGamesPage } from './top-pages';

const tree: TreeData = {
  live: [{ id: 1, name: 'Футбол', slug: 'football', games: 1, champs: [] }],
  line: [{ id: 1, name: 'Футбол', slug: 'football', games: 3, champs: [] }],
  countries: {},
};

function renderWithFeed(ui: React.ReactElement, path: string) {
  // No socket and an unreachable API: the lists show what the loader read.
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'ru' });
  return renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <OddsFormatProvider initial="decimal">{ui}</OddsFormatProvider>
    </LiveFeedProvider>,
    { path },
  );
}

const champs = topChampLinks(
  [{ LI: 88637, L: 'Англия. Премьер-лига', LE: 'England. Premier League', LR: '', SI: 1, CI: 826, T: 1, GC: 3 }],
  tree,
  'line',
);

describe('the top pages', () => {
  it('top events: the top games of the mode from the loader, and the top championships with links', async () => {
    const data: TopEventsData = {
      tree,
      modes: [{ mode: 'line', section: { kind: 3, scope: { type: 'top' }, initial: [wireEvent({ KI: 3 })] }, champs }],
    };
    renderWithFeed(<TopEventsPage tree={tree} data={data} current="line" />, '/ru/top-events/line');
    expect(await screen.findByRole('heading', { level: 1, name: 'Топ событий' })).toBeTruthy();
    const games = screen.getByRole('region', { name: 'Топ матчей в линии' });
    // A game opens under top events, whose game page leads back here.
    expect(within(games).getAllByRole('link', { name: /Челси/ })[0]?.getAttribute('href')).toBe(
      '/ru/top-events/line/football/88637-england-premier-league/700000001-chelsea-brighton',
    );
    const top = screen.getByRole('region', { name: 'Топ турниров в линии' });
    expect(
      within(top)
        .getByRole('link', { name: /Футбол. Англия. Премьер-лига/ })
        .getAttribute('href'),
    ).toBe('/ru/line/football/88637-england-premier-league');
    expect(within(top).getByRole('link', { name: 'Футбол' }).getAttribute('href')).toBe('/ru/top-events/line/football');
    const tabs = screen.getByRole('navigation', { name: 'Раздел' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Линия');
  });

  it('top games: the list of the mode and a link to the other mode', async () => {
    renderWithFeed(
      <TopGamesPage tree={tree} data={{ tree, mode: 'live', section: { kind: 1, scope: { type: 'top' }, initial: [wireEvent()] } }} />,
      '/ru/live/topgame',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Топ матчей в лайве' })).toBeTruthy();
    expect(document.querySelector('[data-event="700000001"]')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: /Челси/ })[0]?.getAttribute('href')).toBe(
      '/ru/live/topgame/88637-england-premier-league/700000001-chelsea-brighton',
    );
    expect(screen.getByRole('link', { name: 'Топ матчей в линии' }).getAttribute('href')).toBe('/ru/line/topgame');
  });
});
