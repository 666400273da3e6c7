import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { PushServerFrame } from '@stavka/contract/push';
import { CouponProvider, useSlipStore } from '../features/coupon/coupon-context';
import { SLIP_STORAGE_KEY } from '../features/coupon/slip-store';
import { FavouritesShell } from '../features/favourites/favourites-shell';
import type { TreeData } from '../features/sportsbook/catalogue';
import { OddsFormatProvider } from '../features/sportsbook/odds-format';
import { SelectionProvider } from '../features/sportsbook/selection-sink';
import { AlertsProvider } from '../shared/alerts-context';
import { startTestServer, type TestServer } from '../shared/http/test-http-server';
import { createHttpClient } from '../shared/http/http-client';
import { LiveFeed } from '../shared/live/live-feed';
import { LiveFeedProvider } from '../shared/live/live-hooks';
import { LiveSocket } from '../shared/live/live-socket';
import { nodeSocket, startTestPushServer, type PushPeer, type TestPushServer } from '../shared/live/test-push-server';
import { outcome, wireEvent, wireGame } from '../shared/live/test-wire';
import type { RootData } from '../shared/root-data';
import { getAppStorage } from '../shared/storage/app-storage';
import { readPreference, writePreference } from '../shared/storage/preferences';
import { baseTestSite, ruTestDictionary } from '../shared/test-site';
import { renderWithI18n, ru } from '../shared/ui/test-utils';
import CricketFavorites from './cricket-favorites';
import Favorites from './favorites';
import TopEventsFavorites from './top-events-favorites';

// The favourites pages as the site frame renders them (live feed over a real socket, the bet slip,
// FavouritesShell): prices press into the slip and move by push; the section pages list only the
// favourite games among the section's own (api-contract §7.9, product-spec §2 routes).

const FAVOURITE = 42;
const tree: TreeData = {
  live: [
    {
      id: 1,
      name: 'Футбол',
      slug: 'football',
      games: 3,
      champs: [{ id: 88637, name: 'Англия. Премьер-лига', nameEn: 'England. Premier League', countryId: 826, games: 3 }],
    },
  ],
  line: [],
  countries: { 826: 'Англия' },
};

let push: TestPushServer;
let http: TestServer;
let peers: PushPeer[];
const snapshots = new Map<string, { events: WireEvent[] } | { game: WireGame }>();

beforeAll(async () => {
  http = await startTestServer();
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${http.baseUrl}/ru/`);
});
afterAll(() => http.close());

beforeEach(async () => {
  peers = [];
  snapshots.clear();
  snapshots.set(`game:${FAVOURITE}`, { game: wireGame(FAVOURITE) });
  push = await startTestPushServer();
  push.onFrame((frame, peer) => {
    if (frame.type !== 'subscribe') return;
    const topic =
      frame.topic.kind === 'game'
        ? `game:${frame.topic.gameId}`
        : frame.topic.kind === 'top'
          ? `top:${frame.topic.feedKind}`
          : frame.topic.kind === 'sport'
            ? `sport:${frame.topic.sportId}:${frame.topic.feedKind}`
            : 'other';
    peers.push(peer);
    peer.send({ type: 'snapshot', id: frame.id, ch: frame.id, seq: 0, topic, data: snapshots.get(topic) ?? { events: [] } });
  });
  writePreference(getAppStorage(), 'favorites', { sports: [], champs: [88637, 5], games: [FAVOURITE], teams: [] });
  getAppStorage().remove(SLIP_STORAGE_KEY);
});
afterEach(async () => {
  cleanup();
  await push.stop();
});

function Slip({ children }: { children: ReactElement }) {
  return <SelectionProvider sink={useSlipStore()}>{children}</SelectionProvider>;
}

function renderPage(page: ReactElement, path: string) {
  const rootData: RootData = {
    site: baseTestSite,
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer: null,
  };
  const feed = new LiveFeed({
    socket: new LiveSocket({ url: push.url, createSocket: nodeSocket }),
    http: createHttpClient({ baseUrl: http.baseUrl }),
    lng: 'ru',
  });
  const frame = (
    <LiveFeedProvider feed={feed}>
      <CouponProvider>
        <OddsFormatProvider initial="decimal">
          <Slip>
            <FavouritesShell>
              <Outlet />
            </FavouritesShell>
          </Slip>
        </OddsFormatProvider>
      </CouponProvider>
    </LiveFeedProvider>
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, element: frame, children: [{ path: '*', element: page }] }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData } },
    },
  );
  return renderWithI18n(
    <AlertsProvider>
      <RouterProvider router={router} />
    </AlertsProvider>,
  );
}

const send = (frame: PushServerFrame) => peers.forEach((peer) => peer.send(frame));

describe('the favourites page', () => {
  it('presses a favourite game’s price into the bet slip and moves it by push', async () => {
    renderPage(<Favorites loaderData={{ tree }} />, '/ru/favorites');
    const prices = await screen.findByRole('group', { name: ru('favourites_prices_label', { event: 'Chelsea — Brighton' }) });
    const home = await within(prices).findByRole('button', { name: /^П1 2,10 — Chelsea — Brighton$/ });
    expect(home.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    const slip = screen.getByRole('list', { name: ru('sportsbook_slip_selections') });
    expect(within(slip).getByText(/Chelsea/)).toBeTruthy();
    expect(screen.getByText(ru('sportsbook_slip_added', { event: 'Chelsea — Brighton', outcome: 'П1' }))).toBeTruthy();

    // The price moves by push: the same button shows the new price with the ▲ flash.
    await act(async () => {
      send({ type: 'delta', ch: 1, seq: 1, ts: Date.now(), changes: [{ I: FAVOURITE, U: 1_893_499_300, E: [outcome(1, 1, 2.25)] }] });
      await waitFor(() => expect(home.getAttribute('data-price')).toBe('2250'));
    });
    expect(home.querySelector('[data-move="up"]')).toBeTruthy();
    expect(home.getAttribute('aria-label')).toBe('П1 2,25 — Chelsea — Brighton');
  });

  it('lists favourite championships with their pages, and one without games now; the star removes one', async () => {
    renderPage(<Favorites loaderData={{ tree }} />, '/ru/favorites');
    const champs = await screen.findByRole('list', { name: ru('favourites_champs_title') });
    expect(
      within(champs)
        .getByRole('link', { name: /Футбол\. Англия\. Премьер-лига/ })
        .getAttribute('href'),
    ).toBe('/ru/live/football/88637-england-premier-league');
    expect(within(champs).getByText(ru('favourites_champ_idle', { champ: ru('favourites_champ_unknown', { id: 5 }) }))).toBeTruthy();
    fireEvent.click(within(champs).getByRole('button', { name: ru('favourites_champ_remove', { champ: 'Англия. Премьер-лига' }) }));
    await waitFor(() => expect(readPreference(getAppStorage(), 'favorites').champs).toEqual([5]));
    expect(within(champs).queryByRole('link')).toBeNull();
  });

  it('stars a championship from the sports tree', async () => {
    writePreference(getAppStorage(), 'favorites', { sports: [], champs: [], games: [], teams: [] });
    renderPage(<Favorites loaderData={{ tree }} />, '/ru/favorites');
    await screen.findByText(ru('favourites_champs_empty'));
    const sport = screen.getAllByText('Футбол')[0]?.closest('details');
    if (!sport) throw new Error('no sport node in the tree');
    sport.open = true;
    fireEvent(sport, new Event('toggle'));
    fireEvent.click(await screen.findByRole('button', { name: ru('favourites_champ_add', { champ: 'Англия. Премьер-лига' }) }));
    await screen.findByText(ru('favourites_champ_added', { champ: 'Англия. Премьер-лига' }));
    expect(readPreference(getAppStorage(), 'favorites').champs).toEqual([88637]);
    const listed = await screen.findByRole('list', { name: ru('favourites_champs_title') });
    expect(await within(listed).findByRole('link', { name: /Футбол\. Англия\. Премьер-лига/ })).toBeTruthy();
    // The tree pins it on top, where it has games (live here), and lets it go from there too.
    const pinned = await screen.findByRole('list', { name: ru('sportsbook_tree_pinned') });
    expect(
      within(pinned)
        .getByRole('link', { name: /Футбол\. Англия\. Премьер-лига/ })
        .getAttribute('href'),
    ).toBe('/ru/live/football/88637-england-premier-league');
    fireEvent.click(within(pinned).getByRole('button', { name: ru('favourites_champ_remove', { champ: 'Англия. Премьер-лига' }) }));
    await waitFor(() => expect(screen.queryByRole('list', { name: ru('sportsbook_tree_pinned') })).toBeNull());
    expect(readPreference(getAppStorage(), 'favorites').champs).toEqual([]);
  });
});

describe('the favourites within a section', () => {
  it('top events: only the favourite games among the top, with prices into the slip', async () => {
    snapshots.set('top:1', { events: [wireEvent(7, { O1: 'Arsenal', O2: 'Everton' }), wireEvent(FAVOURITE)] });
    renderPage(<TopEventsFavorites loaderData={{ tree }} />, '/ru/top-events/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: ru('top_title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('favourites_nav') }).getAttribute('aria-current')).toBe('page');
    const row = await waitFor(() => {
      const found = document.querySelector(`[data-event="${FAVOURITE}"]`);
      if (!(found instanceof HTMLElement)) throw new Error('no row yet');
      return found;
    });
    expect(document.querySelector('[data-event="7"]')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /^П1 2,10 — Chelsea — Brighton$/ }));
    expect(within(screen.getByRole('list', { name: ru('sportsbook_slip_selections') })).getByText(/Chelsea/)).toBeTruthy();
  });

  it('top events: says how to add a favourite when none is in the top', async () => {
    snapshots.set('top:1', { events: [wireEvent(7)] });
    renderPage(<TopEventsFavorites loaderData={{ tree }} />, '/ru/top-events/favorites');
    expect(await screen.findByText(ru('favourites_top_empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('favourites_top_browse') }).getAttribute('href')).toBe('/ru/top-events');
  });

  it('cricket: the favourite cricket games in the section’s frame', async () => {
    snapshots.set('sport:66:1', { events: [wireEvent(FAVOURITE, { SI: 66, SN: 'Крикет', O1: 'Mumbai', O2: 'Chennai' })] });
    renderPage(<CricketFavorites />, '/ru/cricket/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: ru('favourites_title') })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: ru('cricket_nav_label') });
    expect(
      within(nav)
        .getByRole('link', { name: ru('favourites_nav') })
        .getAttribute('href'),
    ).toBe('/ru/cricket/favorites');
    await waitFor(() => expect(document.querySelector(`[data-event="${FAVOURITE}"]`)).toBeTruthy());
    expect(screen.getByText('Mumbai')).toBeTruthy();
  });

  it('cricket: says how to add a favourite when none is a cricket game', async () => {
    writePreference(getAppStorage(), 'favorites', { sports: [], champs: [], games: [], teams: [] });
    renderPage(<CricketFavorites />, '/ru/cricket/favorites');
    expect(await screen.findByText(ru('favourites_cricket_empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('favourites_cricket_browse') }).getAttribute('href')).toBe('/ru/cricket/events');
  });
});
