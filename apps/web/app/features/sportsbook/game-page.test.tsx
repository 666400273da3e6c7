import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import type { PushGameChange } from '@stavka/contract/push';
import { formatOdds } from '@stavka/domain/odds/formats';
import { createHttpClient } from '../../shared/http/http-client';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from '../../shared/live/test-push-server';
import { ru } from '../../shared/ui/test-utils';
import { GameLinkProvider, gameSectionOfRoute } from './game-link-context';
import { GamePage } from './game-page';
import type { GameSection } from './links';
import { OddsFormatProvider } from './odds-format';
import { SelectionProvider } from './selection-sink';
import type { SelectionSink } from './selection-types';
import { envelope, outcome, wireEvent } from './test-wire';
import { recordingSlip, renderInSportsSite } from './test-site';

// The game page (issue 4 `bettingMainGame`): every market group with its outcomes and lines,
// folding, the filter, a press into the slip, sub-game tabs that load their own game over HTTP
// (the polling fallback of the game topic: no socket here), and a finished game without prices.

const MAIN = 700_000_001;
const CORNERS = 700_000_002;

function game(id: number, groups: WireOutcome[][][], extra: Partial<WireGame> = {}): WireGame {
  const { E: _E, AE: _AE, ...header } = wireEvent({ I: id, ZP: id });
  return { ...header, EGC: groups.length, GE: groups.map((E) => ({ G: E[0]?.[0]?.G ?? 1, E })), ...extra };
}

const mainGame = game(
  MAIN,
  [
    [[outcome(1, 1, 2500)], [outcome(1, 2, 3400)], [outcome(1, 3, 2900)]],
    [
      [outcome(17, 9, 1620, { P: 2.5, CE: 1 }), outcome(17, 9, 2820, { P: 3.5 })],
      [outcome(17, 10, 2250, { P: 2.5, CE: 1 }), outcome(17, 10, 1420, { P: 3.5, B: true })],
    ],
    [[outcome(19, 180, 1700)], [outcome(19, 181, 2050)]],
    [[outcome(136, 731, 7000, { P: 1 }), outcome(136, 731, 9000, { P: 2.001 }), outcome(136, 731, 11000, { P: 0 })]],
  ],
  { SG: [{ I: CORNERS, CI: CORNERS + 1_000_000, TG: 'Угловые', PN: '' }] },
);
const cornersGame = game(CORNERS, [[[outcome(17, 9, 1900, { P: 9.5 })], [outcome(17, 10, 1850, { P: 9.5 })]]], {
  CMG: MAIN,
  TG: 'Угловые',
  PN: '',
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/service-api/LiveFeed/GetGameZip', (request, response) => {
    const id = Number(new URL(request.url, server.baseUrl).searchParams.get('id'));
    sendJson(response, 200, envelope(id === CORNERS ? cornersGame : mainGame));
  });
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
});
afterAll(() => server.close());
afterEach(() => cleanup());

/** The page, once it has its sub-games' state (it follows each of them to offer only the open ones). */
async function renderGame(options: { finished?: boolean; sink?: SelectionSink; section?: GameSection; initial?: WireGame } = {}) {
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: server.baseUrl }), lng: 'ru' });
  const view = renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <SelectionProvider sink={options.sink ?? recordingSlip()}>
        <OddsFormatProvider initial="decimal">
          <GameLinkProvider section={options.section ?? 'main'}>
            <GamePage requestedId={MAIN} initial={options.initial ?? mainGame} finished={options.finished ?? false} />
          </GameLinkProvider>
        </OddsFormatProvider>
      </SelectionProvider>
    </LiveFeedProvider>,
  );
  if (options.finished !== true) await waitFor(() => expect(feed.store.game(CORNERS)).toBeDefined());
  return view;
}

const groupOf = (g: number) => document.querySelector<HTMLElement>(`[data-market-group="${g}"]`);

describe('the game page', () => {
  it('shows the teams, the live score and every market group with all its outcomes and lines', async () => {
    await renderGame();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', expect.stringContaining('Челси'));
    expect(document.querySelector('[data-game-score]')?.textContent).toContain('2:1');
    // No level skipped: the game (h1), its markets (h2), each group (h3).
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(ru('game_markets_label', { name: 'Челси — Брайтон' }));
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([ru('sportsbook_market_1'), ru('sportsbook_market_17'), ru('sportsbook_market_19'), ru('sportsbook_market_136')]);
    const totals = within(groupOf(17) as HTMLElement);
    expect(
      [...(groupOf(17)?.querySelectorAll('button[data-price]:not(:disabled)') ?? [])].map((b) => b.getAttribute('data-price')),
    ).toEqual(['1620', '2250', '2820']);
    expect(
      totals.getByRole('button', {
        name: ru('sportsbook_price_label', {
          event: 'Челси — Брайтон',
          outcome: 'Больше 2,5',
          price: formatOdds(1620, 'decimal', 'ru-RU'),
        }),
      }),
    ).toBeTruthy();
    // The blocked line is locked and cannot be pressed.
    const locked = groupOf(17)?.querySelector<HTMLButtonElement>('button[data-price="1420"]');
    expect(locked?.disabled).toBe(true);
    expect(groupOf(136)?.textContent).toContain('2:1');
  });

  it('shows the whole game’s corners and cards under the score, as the feed names them', async () => {
    const { E: _E, AE: _AE, ...header } = wireEvent({ I: MAIN, ZP: MAIN });
    const sc = header.SC ?? { FS: {}, PS: [], CP: 0, CPS: '', TS: 0, SLS: '', I: '', ST: [] };
    const withStats: WireGame = {
      ...mainGame,
      SC: { ...sc, ST: [{ Key: 0, Value: [{ ID: 70, N: 'Угловые', S1: '5', S2: '3' }, { ID: 26, N: 'Жёлтые карточки', S1: '1', S2: '2' }] }, { Key: 1, Value: [{ ID: 70, N: 'Угловые', S1: '2', S2: '1' }] }] },
    };
    await renderGame({ initial: withStats });
    const stats = await screen.findByRole('list', { name: ru('game_tracker_stats') });
    expect(within(stats).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ru('game_tracker_stat', { name: 'Угловые', home: '5', away: '3' }),
      ru('game_tracker_stat', { name: 'Жёлтые карточки', home: '1', away: '2' }),
    ]);
  });

  it('folds a group, filters the groups by kind, and sends a pressed price to the slip', async () => {
    const sink = recordingSlip();
    await renderGame({ sink });
    const fold = await screen.findByRole('button', { name: ru('sportsbook_market_19') });
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(groupOf(19)?.querySelector('[hidden]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: ru('game_filter_totals') }));
    expect([...document.querySelectorAll('[data-market-group]')].map((el) => el.getAttribute('data-market-group'))).toEqual(['17']);
    fireEvent.click(screen.getByRole('button', { name: ru('game_filter_all') }));
    expect(document.querySelectorAll('[data-market-group]')).toHaveLength(4);

    fireEvent.click(groupOf(17)?.querySelector('button[data-price="2820"]') as HTMLElement);
    expect(sink.picks).toEqual([
      expect.objectContaining({ gameId: MAIN, group: 17, type: 9, param: 3.5, price: 2820, marketName: ru('sportsbook_market_17') }),
    ]);
    expect(screen.getByRole('status').textContent).toContain('Больше 3,5');
  });

  it('switches to a sub-game tab, which loads its own game, and back', async () => {
    const sink = recordingSlip();
    await renderGame({ sink });
    const tabs = await screen.findByRole('tablist', { name: ru('game_subgames_label') });
    const corners = within(tabs).getByRole('tab', { name: 'Угловые' });
    fireEvent.click(corners);
    expect(corners.getAttribute('aria-selected')).toBe('true');
    const price = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-game="${CORNERS}"][data-price="1900"]`);
      if (!found) throw new Error('the sub-game is not shown yet');
      return found;
    });
    expect(server.received.some((r) => r.url.includes('GetGameZip') && r.url.includes(`id=${CORNERS}`))).toBe(true);
    expect(document.querySelector('[data-market-group="1"]')).toBeNull();
    fireEvent.click(price);
    expect(sink.picks[0]).toMatchObject({ gameId: CORNERS, marketName: `Угловые. ${ru('sportsbook_market_17')}` });

    const main = within(tabs).getByRole('tab', { name: ru('game_subgame_main') });
    act(() => {
      fireEvent.keyDown(corners, { key: 'ArrowLeft' });
    });
    expect(main.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelectorAll('[data-market-group]')).toHaveLength(4);
  });

  it('leads back to the championship, or into the section it was opened from', async () => {
    const { unmount } = await renderGame();
    expect(
      screen.getByRole('link', { name: ru('game_back_to_champ', { champ: 'Футбол. Англия. Премьер-лига' }) }).getAttribute('href'),
    ).toBe('/ru/live/football/88637-england-premier-league');
    unmount();
    await renderGame({ section: 'top-events' });
    const way = screen.getByRole('navigation', { name: ru('game_links_breadcrumbs') });
    const back = within(way).getByRole('link', {
      name: ru('game_links_back_to_section', { section: `${ru('sections_tab_top_events')}. Футбол` }),
    });
    expect(back.getAttribute('href')).toBe('/ru/top-events/live/football');
    expect(way.textContent).toContain('Англия. Премьер-лига');
    // The game routes of the sections say which section the page is in.
    expect(
      ['bettingMarbleGame', 'bettingBetsonyourGame', 'bestEuroGame', 'bettingTopgameGame', 'topEventsGame', 'routes/betting-game'].map(
        gameSectionOfRoute,
      ),
    ).toEqual(['marble', 'betsonyour', 'best', 'topgame', 'top-events', 'main']);
  });

  it('shows a finished game with its result and no prices', async () => {
    await renderGame({ finished: true });
    expect(await screen.findByText(ru('game_finished_note'))).toBeTruthy();
    expect(document.querySelector('[data-game-finished]')?.textContent).toContain(ru('game_result', { home: 2, away: 1 }));
    expect(document.querySelectorAll('button[data-price]')).toHaveLength(0);
  });
});

// Sub-games over the push socket: the first half is over (every market blocked) while corners and
// cards still take bets; the push then closes corners while its tab is open.
describe('the sub-game tabs', () => {
  const HALF = 700_000_003;
  const CARDS = 700_000_004;
  const withParts = {
    ...mainGame,
    SG: [
      { I: CORNERS, CI: CORNERS + 1_000_000, TG: 'Угловые', PN: '' },
      { I: HALF, CI: HALF + 1_000_000, TG: '', PN: '1-й тайм' },
      { I: CARDS, CI: CARDS + 1_000_000, TG: 'Жёлтые карточки', PN: '' },
    ],
  };
  const half = game(HALF, [[[outcome(1, 1, 1500, { B: true })], [outcome(1, 2, 4000, { B: true })], [outcome(1, 3, 3000, { B: true })]]], {
    CMG: MAIN,
    PN: '1-й тайм',
  });
  const cards = game(CARDS, [[[outcome(17, 9, 1800, { P: 3.5 })], [outcome(17, 10, 1950, { P: 3.5 })]]], {
    CMG: MAIN,
    TG: 'Жёлтые карточки',
  });
  const games = new Map([MAIN, CORNERS, HALF, CARDS].map((id, index) => [id, [withParts, cornersGame, half, cards][index] as WireGame]));
  let push: TestPushServer;
  let feed: LiveFeed;
  const channels = new Map<number, number>();

  beforeAll(async () => {
    push = await startTestPushServer();
    push.onFrame((frame, peer) => {
      if (frame.type !== 'subscribe' || frame.topic.kind !== 'game') return;
      const found = games.get(frame.topic.gameId);
      if (!found) return;
      channels.set(found.I, channels.size + 1);
      peer.send({ type: 'snapshot', id: frame.id, ch: channels.size, seq: 0, topic: `game:${found.I}`, data: { game: found } });
    });
  });
  afterAll(() => push.stop());
  afterEach(() => feed.stop());

  async function renderLive() {
    const socket = new LiveSocket({ url: push.url, createSocket: nodeSocket });
    feed = new LiveFeed({ socket, http: createHttpClient({ baseUrl: server.baseUrl }), lng: 'ru' });
    feed.start();
    await until(() => socket.state === 'open');
    channels.clear();
    renderInSportsSite(
      <LiveFeedProvider feed={feed}>
        <OddsFormatProvider initial="decimal">
          <GamePage requestedId={MAIN} initial={withParts} finished={false} />
        </OddsFormatProvider>
      </LiveFeedProvider>,
    );
    const tabs = await screen.findByRole('tablist', { name: ru('game_subgames_label') });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([ru('game_subgame_main'), 'Угловые', 'Жёлтые карточки']),
    );
    return tabs;
  }

  /** The first delta of a game's topic after its snapshot. */
  const deltaOf = (gameId: number, change: Omit<PushGameChange, 'I'>) => {
    push.broadcast({ type: 'delta', ch: channels.get(gameId) ?? 0, seq: 1, ts: Date.now(), changes: [{ I: gameId, ...change }] });
  };

  it('offers only the sub-games that still take bets', async () => {
    await renderLive();
    expect(screen.queryByRole('tab', { name: '1-й тайм' })).toBeNull();
  });

  it('keeps the tabs while a key event blocks the whole game for a moment', async () => {
    const tabs = await renderLive();
    const blocked = (g: WireGame) => (g.GE ?? []).flatMap((group) => group.E.flat()).map((o) => ({ ...o, B: true as const }));
    act(() => {
      for (const g of [withParts, cornersGame, cards]) deltaOf(g.I, { E: blocked(g) });
    });
    await waitFor(() =>
      expect(document.querySelector(`[data-market-group="1"] button[data-price="2500"]`)?.hasAttribute('disabled')).toBe(true),
    );
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
  });

  it('goes back to the match, saying why, when the open sub-game closes', async () => {
    const tabs = await renderLive();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Угловые' }));
    await waitFor(() => expect(document.querySelector(`[data-game="${CORNERS}"][data-price="1900"]`)).not.toBeNull());
    act(() => deltaOf(CORNERS, { finished: true }));
    await waitFor(() => expect(within(tabs).queryByRole('tab', { name: 'Угловые' })).toBeNull());
    expect(
      within(tabs)
        .getByRole('tab', { name: ru('game_subgame_main') })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(document.querySelectorAll('[data-market-group]')).toHaveLength(4);
    expect(screen.getByText(ru('game_links_subgame_closed', { part: 'Угловые' }))).toBeTruthy();
  });

  it('moves focus from the closed tab to the match’s tab', async () => {
    const tabs = await renderLive();
    const corners = within(tabs).getByRole('tab', { name: 'Угловые' });
    fireEvent.click(corners);
    corners.focus();
    act(() => deltaOf(CORNERS, { finished: true }));
    await waitFor(() => expect(within(tabs).queryByRole('tab', { name: 'Угловые' })).toBeNull());
    const main = within(tabs).getByRole('tab', { name: ru('game_subgame_main') });
    await waitFor(() => expect(document.activeElement).toBe(main));
  });

  it('moves focus to the note when no tab is left', async () => {
    const tabs = await renderLive();
    const cardsTab = within(tabs).getByRole('tab', { name: 'Жёлтые карточки' });
    fireEvent.click(cardsTab);
    cardsTab.focus();
    act(() => {
      deltaOf(CORNERS, { finished: true });
      deltaOf(CARDS, { finished: true });
    });
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
    const note = screen.getByText(ru('game_links_subgame_closed', { part: 'Жёлтые карточки' }));
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it('leaves focus that is elsewhere on the page where it is', async () => {
    const tabs = await renderLive();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Угловые' }));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    act(() => deltaOf(CORNERS, { finished: true }));
    await waitFor(() => expect(screen.getByText(ru('game_links_subgame_closed', { part: 'Угловые' }))).toBeTruthy());
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
