import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import { formatOdds } from '@stavka/domain/odds/formats';
import { createHttpClient } from '../../shared/http/http-client';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { ru } from '../../shared/ui/test-utils';
import type { OutcomeRef } from './event-view';
import { GamePage } from './game-page';
import { OddsFormatProvider } from './odds-format';
import { SelectionProvider } from './selection-sink';
import type { PickedOutcome, SelectionSink } from './selection-types';
import { envelope, outcome, wireEvent } from './test-wire';
import { renderInSportsSite } from './test-site';

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
const cornersGame = game(CORNERS, [[[outcome(17, 9, 1900, { P: 9.5 })], [outcome(17, 10, 1850, { P: 9.5 })]]], { CMG: MAIN, TG: 'Угловые', PN: '' });

function testSink(): SelectionSink & { picks: PickedOutcome[] } {
  const picks: PickedOutcome[] = [];
  const listeners = new Set<() => void>();
  const key = (r: OutcomeRef) => `${r.gameId}:${r.group}:${r.type}:${r.param}:${r.playerId}`;
  return {
    picks,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    isSelected: (ref) => picks.some((p) => key(p) === key(ref)),
    toggle(pick) {
      picks.push(pick);
      listeners.forEach((l) => l());
      return 'added';
    },
    watchTargets: () => [],
    applyUpdates: () => undefined,
  };
}

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

function renderGame(options: { finished?: boolean; sink?: SelectionSink } = {}) {
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: server.baseUrl }), lng: 'ru' });
  return renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <SelectionProvider sink={options.sink ?? testSink()}>
        <OddsFormatProvider initial="decimal">
          <GamePage requestedId={MAIN} initial={mainGame} finished={options.finished ?? false} />
        </OddsFormatProvider>
      </SelectionProvider>
    </LiveFeedProvider>,
  );
}

const groupOf = (g: number) => document.querySelector<HTMLElement>(`[data-market-group="${g}"]`);

describe('the game page', () => {
  it('shows the teams, the live score and every market group with all its outcomes and lines', async () => {
    renderGame();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', expect.stringContaining('Челси'));
    expect(document.querySelector('[data-game-score]')?.textContent).toContain('2:1');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([ru('sportsbook_market_1'), ru('sportsbook_market_17'), ru('sportsbook_market_19'), ru('sportsbook_market_136')]);
    const totals = within(groupOf(17) as HTMLElement);
    expect([...(groupOf(17)?.querySelectorAll('button[data-price]:not(:disabled)') ?? [])].map((b) => b.getAttribute('data-price'))).toEqual(['1620', '2250', '2820']);
    expect(totals.getByRole('button', { name: ru('sportsbook_price_label', { event: 'Челси — Брайтон', outcome: 'Больше 2.5', price: formatOdds(1620, 'decimal', 'ru-RU') }) })).toBeTruthy();
    // The blocked line is locked and cannot be pressed.
    const locked = groupOf(17)?.querySelector<HTMLButtonElement>('button[data-price="1420"]');
    expect(locked?.disabled).toBe(true);
    expect(groupOf(136)?.textContent).toContain('2:1');
  });

  it('folds a group, filters the groups by kind, and sends a pressed price to the slip', async () => {
    const sink = testSink();
    renderGame({ sink });
    const fold = await screen.findByRole('button', { name: ru('sportsbook_market_19') });
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(groupOf(19)?.querySelector('[hidden]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: ru('game_filter_totals') }));
    expect([...document.querySelectorAll('[data-market-group]')].map((el) => el.getAttribute('data-market-group'))).toEqual(['17']);
    fireEvent.click(screen.getByRole('button', { name: ru('game_filter_all') }));
    expect(document.querySelectorAll('[data-market-group]')).toHaveLength(4);

    fireEvent.click(groupOf(17)?.querySelector('button[data-price="2820"]') as HTMLElement);
    expect(sink.picks).toEqual([expect.objectContaining({ gameId: MAIN, group: 17, type: 9, param: 3.5, price: 2820, marketName: ru('sportsbook_market_17') })]);
    expect(screen.getByRole('status').textContent).toContain('Больше 3.5');
  });

  it('switches to a sub-game tab, which loads its own game, and back', async () => {
    const sink = testSink();
    renderGame({ sink });
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

  it('shows a finished game with its result and no prices', async () => {
    renderGame({ finished: true });
    expect(await screen.findByText(ru('game_finished_note'))).toBeTruthy();
    expect(document.querySelector('[data-game-finished]')?.textContent).toContain(ru('game_result', { home: 2, away: 1 }));
    expect(document.querySelectorAll('button[data-price]')).toHaveLength(0);
  });
});
