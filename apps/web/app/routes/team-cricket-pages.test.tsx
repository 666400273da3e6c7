import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultGame, WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { WireTeamCard } from '@stavka/contract/team-wire';
import { CouponProvider } from '../features/coupon/coupon-context';
import { cricketEvent, cricketScoreBlock } from '../features/cricket/test-cricket';
import { envelope } from '../features/sportsbook/test-wire';
import { createHttpClient } from '../shared/http/http-client';
import { sendJson, startTestServer, type TestServer } from '../shared/http/test-http-server';
import { LiveFeed } from '../shared/live/live-feed';
import { LiveFeedProvider } from '../shared/live/live-hooks';
import type { RootData } from '../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../shared/test-site';
import { renderWithI18n, ru } from '../shared/ui/test-utils';
import CricketBroadcast from './cricket-broadcast';
import CricketChamps from './cricket-champs';
import CricketGame from './cricket-game';
import CricketHome from './cricket-home';
import CricketPlayer from './cricket-player';
import CricketSearch from './cricket-search';
import CricketTeam from './cricket-team';
import Recommendation from './recommendation';
import TeamGame from './team-game';
import TeamGamesInfo from './team-games-info';
import TeamSection from './team-section';

// The pages of H6 as their loaders' data renders them (the loaders' reads are covered by the API
// tests of the routes they call and by e2e/team-cricket.e2e.ts).

function renderPage(page: ReactElement, path = '/ru/cricket/home') {
  const rootData: RootData = {
    site: baseTestSite,
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer: null,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        element: <Outlet />,
        children: [{ path: '*', element: <CouponProvider>{page}</CouponProvider> }],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData } },
    },
  );
  return renderWithI18n(<RouterProvider router={router} />);
}

/** The full game (GetGameZip) of a list event: its main market and a total, grouped. */
function fullGame(event: WireEvent): WireGame {
  const { E: _E, AE: _AE, ...header } = event;
  const total = [
    [{ G: 17, T: 9, C: 1.9, CV: '1.9', P: 300.5, CE: 1 as const }],
    [{ G: 17, T: 10, C: 1.9, CV: '1.9', P: 300.5, CE: 1 as const }],
  ];
  return {
    ...header,
    EGC: 2,
    GE: [
      { G: 1, E: event.E.map((outcome) => [outcome]) },
      { G: 17, E: total },
    ],
    SG: [],
  };
}

// The game pages follow their game live: a feed over a real HTTP server answers GetGameZip.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/service-api/LiveFeed/GetGameZip', (_request, response) => sendJson(response, 200, envelope(fullGame(live))));
});
afterAll(() => server.close());

function renderGamePage(page: ReactElement, path: string) {
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: server.baseUrl }), lng: 'ru' });
  return renderPage(<LiveFeedProvider feed={feed}>{page}</LiveFeedProvider>, path);
}

const live = cricketEvent();
const line = cricketEvent({
  I: 900_000_002,
  KI: 3,
  O1: 'Дели',
  O2: 'Пенджаб',
  O1E: 'Delhi',
  O2E: 'Punjab',
  O1I: 73,
  O2I: 74,
  SC: cricketScoreBlock({ runs: [0, 0], wickets: [0, 0], balls: [0, 0] }),
});
const team: WireTeamCard = {
  I: 71,
  N: 'Мумбаи',
  NE: 'Mumbai',
  SI: 66,
  SN: 'Крикет',
  COI: 356,
  CN: 'Индия',
  IMG: [],
  PL: [{ I: 5001, N: 'Арджун Шарма', NE: 'Arjun Sharma' }],
};
const result: ResultGame = {
  id: 1,
  constId: 2,
  champId: 4401,
  champName: 'Индия. Лига T20',
  sportId: 66,
  opp1: 'Мумбаи',
  opp2: 'Ченнаи',
  opp1Ids: [71],
  opp2Ids: [72],
  opp1Images: [],
  opp2Images: [],
  score: '180:150 (180:0,0:150)',
  dopInfo: '',
  dateStart: 1_788_000_000,
  matchInfos: [],
  subGame: '',
  hasSubGame: false,
  countSubGame: 0,
  status: 2,
  statId: '',
};

describe('the cricket pages', () => {
  it('home: live score cards and the games coming up', async () => {
    renderPage(<CricketHome loaderData={{ live: [live], line: [line] }} />);
    expect(await screen.findByRole('heading', { level: 1, name: ru('cricket_heading_home') })).toBeTruthy();
    const cards = screen.getByRole('list', { name: ru('cricket_live_now') });
    expect(within(cards).getByText('145/3 (15.2 ов.)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: ru('cricket_nav_label') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: ru('cricket_upcoming') })).toBeTruthy();
  });

  it('home: says so when the feed did not answer', async () => {
    renderPage(<CricketHome loaderData={{ live: null, line: [] }} />);
    expect((await screen.findAllByText(ru('cricket_feed_error'))).length).toBeGreaterThan(0);
    expect(screen.getByText(ru('cricket_no_line'))).toBeTruthy();
  });

  it('championships: each with its live and pre-match counts', async () => {
    renderPage(
      <CricketChamps loaderData={{ champs: [{ id: 4401, name: 'Индия. Лига T20', nameEn: 'India. T20 League', live: 1, line: 3 }] }} />,
    );
    expect((await screen.findByRole('link', { name: 'Индия. Лига T20' })).getAttribute('href')).toBe(
      '/ru/cricket/champs/4401-india-t20-league',
    );
    expect(screen.getByText('live: 1 · до матча: 3')).toBeTruthy();
  });

  it('search: a form limited to 100 characters, then the games found or what to do', async () => {
    renderPage(<CricketSearch loaderData={{ query: '', results: [] }} />);
    const box = await screen.findByRole('searchbox', { name: ru('cricket_search_label') });
    expect(box.getAttribute('maxlength')).toBe('100');
    expect(screen.getByText(ru('cricket_search_hint'))).toBeTruthy();
  });

  it('search: the count of games found, or that nothing was found', async () => {
    renderPage(<CricketSearch loaderData={{ query: 'Мум', results: [live] }} />);
    expect(await screen.findByRole('heading', { name: 'Найдено: 1' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Мум');
  });

  it('broadcast: the match tracker in place of a video', async () => {
    renderPage(<CricketBroadcast loaderData={{ game: live, chrono: null }} />);
    const tracker = await screen.findByRole('region', { name: ru('cricket_tracker_title') });
    expect(within(tracker).getByText(ru('cricket_tracker_no_video'))).toBeTruthy();
    expect(tracker.querySelectorAll('[data-innings]')).toHaveLength(2);
    expect(within(tracker).getByText(ru('cricket_tracker_no_events'))).toBeTruthy();
  });

  it('game: the full game page in the section frame, with the score card and the tracker link', async () => {
    const full = { requestedId: live.I, game: fullGame(live), finished: false };
    renderGamePage(
      <CricketGame loaderData={{ game: live, chrono: null, full }} />,
      '/ru/cricket/champs/4401-india-t20-league/900000001-mumbai-chennai',
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(heading).getByRole('link', { name: 'Ченнаи' }).getAttribute('href')).toBe('/ru/cricket/teams/72');
    // Every market group of the game, with prices.
    expect([...document.querySelectorAll('[data-market-group]')].map((group) => group.getAttribute('data-market-group'))).toEqual([
      '1',
      '17',
    ]);
    expect(document.querySelectorAll('[data-market-group] button[data-price]').length).toBe(4);
    expect(screen.getByText('145/3 (15.2 ов.)')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: ru('cricket_tracker_link_label', { team1: 'Мумбаи', team2: 'Ченнаи' }) }).getAttribute('href'),
    ).toBe('/ru/cricket/broadcasts/900000001');
    const back = screen.getByRole('navigation', { name: ru('game_links_breadcrumbs') });
    expect(within(back).getByRole('link').getAttribute('href')).toBe('/ru/cricket/champs/4401-india-t20-league');
    expect(screen.getByRole('navigation', { name: ru('cricket_nav_label') })).toBeTruthy();
  });

  it('team: squad with player links, games as score cards, results', async () => {
    renderPage(<CricketTeam loaderData={{ team, live: [live], line: [], results: [result] }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Мумбаи' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Арджун Шарма' }).getAttribute('href')).toBe('/ru/cricket/players/5001');
    expect(screen.getByText(ru('team_outcome_win'))).toBeTruthy();
  });

  it('player: the team linked, and its games', async () => {
    const player = { I: 5001, N: 'Арджун Шарма', NE: 'Arjun Sharma', TI: 71, TN: 'Мумбаи', SI: 66, SN: 'Крикет', COI: 356, CN: 'Индия' };
    renderPage(<CricketPlayer loaderData={{ player, team: { team, live: [live], line: [], results: [] } }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Арджун Шарма' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Мумбаи' })[0]?.getAttribute('href')).toBe('/ru/cricket/teams/71');
  });
});

describe('the team pages', () => {
  it('index: the teams of the top games, linked', async () => {
    renderPage(
      <TeamSection loaderData={{ mode: 'line', index: [{ id: 71, name: 'Мумбаи', nameEn: 'Mumbai', sportName: 'Крикет' }], page: null }} />,
    );
    expect((await screen.findByRole('link', { name: 'Мумбаи' })).getAttribute('href')).toBe('/ru/line/team/71-mumbai');
  });

  it("team: its games, links to the team's game pages and its results", async () => {
    renderPage(<TeamSection loaderData={{ mode: 'live', index: null, page: { team, live: [live], line: [], results: [result] } }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Мумбаи' })).toBeTruthy();
    const links = screen.getByRole('navigation', { name: ru('team_games_links') });
    expect(within(links).getByRole('link').getAttribute('href')).toBe('/ru/live/team/71-mumbai/900000001-mumbai-chennai');
    expect(screen.getByText(ru('team_no_line'))).toBeTruthy();
    expect(screen.getByText('Мумбаи: побед 1, ничьих 0, поражений 0')).toBeTruthy();
  });

  it('game: the full game page with both teams linked, the way back to the team and the head-to-head link', async () => {
    const full = { requestedId: live.I, game: fullGame(live), finished: false };
    renderGamePage(<TeamGame loaderData={{ mode: 'live', team, game: live, full }} />, '/ru/live/team/71-mumbai/900000001-mumbai-chennai');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByRole('link', { name: 'Ченнаи' }).getAttribute('href')).toBe('/ru/live/team/72-chennai');
    expect(within(heading).getByRole('link', { name: 'Мумбаи' }).getAttribute('href')).toBe('/ru/live/team/71-mumbai');
    expect(screen.getByRole('link', { name: ru('team_info_link') }).getAttribute('href')).toBe(
      '/ru/live/team/71-mumbai/900000001-mumbai-chennai/info',
    );
    expect(screen.getByRole('link', { name: ru('team_back_to_team', { team: 'Мумбаи' }) }).getAttribute('href')).toBe(
      '/ru/live/team/71-mumbai',
    );
    expect([...document.querySelectorAll('[data-market-group]')].map((group) => group.getAttribute('data-market-group'))).toEqual([
      '1',
      '17',
    ]);
  });

  it('head to head: the meetings and the last games of each team', async () => {
    renderPage(<TeamGamesInfo loaderData={{ mode: 'live', team, game: live, headToHead: [result], last: [[result], []] }} />);
    expect(await screen.findByRole('heading', { name: ru('team_head_to_head') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Последние матчи: Ченнаи' })).toBeTruthy();
    expect(screen.getByText(ru('team_no_results'))).toBeTruthy();
  });
});

describe('the recommendations page', () => {
  it('says whether the list is the player’s or the top list', async () => {
    renderPage(<Recommendation loaderData={{ mode: 'line', scope: { type: 'all' }, scopeName: '', events: [line], personal: false }} />);
    expect(await screen.findByRole('heading', { level: 1, name: ru('recommendation_heading') })).toBeTruthy();
    expect(screen.getByText(ru('recommendation_top'))).toBeTruthy();
  });

  it('names the scope and the personal rule', async () => {
    renderPage(
      <Recommendation
        loaderData={{ mode: 'live', scope: { type: 'sport', sportId: 66 }, scopeName: 'Крикет', events: [], personal: true }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Рекомендуем: Крикет' })).toBeTruthy();
    expect(screen.getByText(ru('recommendation_personal'))).toBeTruthy();
    expect(screen.getByText(ru('recommendation_empty'))).toBeTruthy();
  });
});
