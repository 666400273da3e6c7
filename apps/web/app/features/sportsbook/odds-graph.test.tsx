import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WireGame } from '@stavka/contract/feed-wire';
import { formatOdds } from '@stavka/domain/odds/formats';
import { formatDateTime } from '@stavka/i18n/format';
import { createHttpClient } from '../../shared/http/http-client';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { GamePage } from './game-page';
import { OddsGraph } from './odds-graph';
import { graphScale } from './odds-graph-scale';
import { OddsFormatProvider } from './odds-format';
import { envelope, outcome, wireEvent } from './test-wire';
import { renderInSportsSite } from './test-site';

// The odds-movement graph: an SVG of the price over time with its axes in the player's odds format
// and time zone; opened from a market's graph button, it reads the recorded history over HTTP and
// extends the line with the prices the page receives; no history says so.

const T0 = Date.UTC(2026, 10, 21, 18, 0);
const MAIN = 700_000_001;

describe('the odds graph', () => {
  afterEach(() => cleanup());

  it('draws each point, a step line, the odds axis in the chosen format and the time axis', () => {
    const points = [
      { at: T0, price: 2100 },
      { at: T0 + 60_000, price: 2500 },
      { at: T0 + 180_000, price: 1900 },
    ];
    renderWithI18n(<OddsGraph series={[{ id: 'w1', name: 'П1', points }]} format="fractional" lang="ru" timeZone="Europe/Moscow" title="Исход матча" />);
    const svg = screen.getByRole('img', { name: 'Исход матча' });
    expect(svg.querySelectorAll('circle')).toHaveLength(3);
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ H[\d.]+ V[\d.]+ H[\d.]+ V[\d.]+ H[\d.]+$/);
    const scale = graphScale([{ id: 'w1', name: 'П1', points }]);
    const oddsTicks = [...svg.querySelectorAll('[data-axis="odds"] text')].map((el) => el.textContent);
    expect(oddsTicks).toEqual(scale?.priceTicks.map((tick) => formatOdds(tick, 'fractional', 'ru-RU')));
    expect(oddsTicks).toContain(formatOdds(2000, 'fractional', 'ru-RU'));
    const timeTicks = [...svg.querySelectorAll('[data-axis="time"] text')].map((el) => el.textContent);
    expect(timeTicks[0]).toBe(formatDateTime(T0, 'ru', 'Europe/Moscow', 'time'));
    expect(timeTicks.at(-1)).toBe(formatDateTime(T0 + 180_000, 'ru', 'Europe/Moscow', 'time'));
    // The values are a table for screen readers too.
    expect(screen.getByRole('table', { name: ru('game_graph_points', { outcome: 'П1' }) }).querySelectorAll('tbody tr')).toHaveLength(3);
  });
});

describe('the graph of a market on the game page', () => {
  let server: TestServer;
  let history: { D: number; C: number }[] = [];
  const game: WireGame = (() => {
    const { E: _E, AE: _AE, ...header } = wireEvent({ I: MAIN, ZP: MAIN });
    return { ...header, EGC: 1, GE: [{ G: 1, E: [[outcome(1, 1, 2500)], [outcome(1, 2, 3400)], [outcome(1, 3, 2900)]] }], SG: [] };
  })();

  beforeAll(async () => {
    server = await startTestServer();
    server.route('/service-api/LiveFeed/GetGameOddsHistory', (request, response) => {
      const q = new URL(request.url, server.baseUrl).searchParams;
      sendJson(response, 200, envelope({ I: MAIN, G: Number(q.get('g')), T: Number(q.get('t')), H: history }));
    });
    const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
    happy.setURL(`${server.baseUrl}/ru/`);
  });
  afterAll(() => server.close());
  afterEach(() => cleanup());

  function renderPage() {
    const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: server.baseUrl }), lng: 'ru' });
    renderInSportsSite(
      <LiveFeedProvider feed={feed}>
        <OddsFormatProvider initial="decimal">
          <GamePage requestedId={MAIN} initial={game} finished={false} />
        </OddsFormatProvider>
      </LiveFeedProvider>,
    );
    return feed;
  }

  it('opens from the graph button with the recorded prices and extends the line with pushed prices', async () => {
    history = [
      { D: T0, C: 2.1 },
      { D: T0 + 60_000, C: 2.5 },
    ];
    const feed = renderPage();
    const button = await screen.findByRole('button', { name: ru('game_graph_open', { market: ru('sportsbook_market_1') }) });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const svg = await screen.findByRole('img', { name: ru('game_graph_open', { market: ru('sportsbook_market_1') }) });
    expect(server.received.some((r) => r.url.includes('GetGameOddsHistory') && r.url.includes('g=1') && r.url.includes('t=1'))).toBe(true);
    expect(svg.querySelector('path')?.getAttribute('data-points')).toBe('2');
    // The outcome chooser offers every outcome of the market.
    expect(screen.getByRole('combobox', { name: ru('game_graph_outcomes') }).querySelectorAll('option')).toHaveLength(3);

    // A new price arrives (a game snapshot, as the socket or the polling fallback delivers it).
    const moved = { ...game, GE: [{ G: 1, E: [[outcome(1, 1, 2300)], [outcome(1, 2, 3400)], [outcome(1, 3, 2900)]] }] };
    act(() => feed.store.applySnapshot(`game:${MAIN}`, { game: moved }, 'socket'));
    await waitFor(() => expect(svg.querySelector('path')?.getAttribute('data-points')).toBe('3'));
    expect(svg.querySelector('desc')?.textContent).toContain(formatOdds(2300, 'decimal', 'ru-RU'));
  });

  it('says so when the outcome has no recorded movement yet', async () => {
    history = [];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: ru('game_graph_open', { market: ru('sportsbook_market_1') }) }));
    expect(await screen.findByText(ru('game_graph_empty'))).toBeTruthy();
    expect(screen.queryByRole('img', { name: ru('game_graph_open', { market: ru('sportsbook_market_1') }) })).toBeNull();
  });
});
