import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from '../../shared/live/test-push-server';
import { outcome, score, wireGame } from '../../shared/live/test-wire';
import { getAppStorage } from '../../shared/storage/app-storage';
import { readPreference } from '../../shared/storage/preferences';
import { ru } from '../../shared/ui/test-utils';
import { eventView } from './event-view';
import { EventList } from './event-list';
import { MultiLiveBoard } from './multi-live';
import { OddsFormatProvider } from './odds-format';
import { browserPinnedGames, PINNED_MAX } from './pinned-games';
import { wireEvent } from './test-wire';
import { renderInSportsSite } from './test-site';

// Multi-live (bettingMultiLive): live rows pin games (AppStorage "pinned games", at most four); the
// page shows each pinned game as a card with score, clock and main prices, live by its game topic.

let server: TestPushServer;
let feed: LiveFeed;
const channelOf = new Map<number, number>();

beforeEach(async () => {
  getAppStorage().clear();
  for (const id of browserPinnedGames().ids()) browserPinnedGames().unpin(id);
  channelOf.clear();
  server = await startTestPushServer();
  server.onFrame((frame, peer) => {
    if (frame.type !== 'subscribe' || frame.topic.kind !== 'game') return;
    const gameId = frame.topic.gameId;
    channelOf.set(gameId, channelOf.size + 1);
    const game = { ...wireGame(gameId), O1: `Хозяева ${gameId}`, O2: `Гости ${gameId}`, SC: score(1, 0) };
    peer.send({ type: 'snapshot', id: frame.id, ch: channelOf.size, seq: 0, topic: `game:${gameId}`, data: { game } });
  });
  const socket = new LiveSocket({ url: server.url, createSocket: nodeSocket });
  feed = new LiveFeed({ socket, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'ru' });
  feed.start();
  await until(() => socket.state === 'open');
});
afterEach(async () => {
  feed.stop();
  await server.stop();
});

function renderWithFeed(ui: React.ReactElement) {
  return renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <OddsFormatProvider initial="decimal">{ui}</OddsFormatProvider>
    </LiveFeedProvider>,
  );
}

describe('pinning live games', () => {
  it('pins a live row from its pin button, at most four, and keeps the pins in AppStorage', async () => {
    const events = [1, 2, 3, 4, 5].map((n) => eventView(wireEvent({ I: n, ZP: n, O1: `Команда ${n}`, O2: `Соперник ${n}` })));
    renderWithFeed(<EventList events={events} label="Лайв" />);
    const pin = (n: number) => screen.getByRole('button', { name: ru('live_pin', { event: `Команда ${n} — Соперник ${n}` }) });
    await screen.findByRole('list', { name: 'Лайв' });
    for (const n of [1, 2, 3, 4]) fireEvent.click(pin(n));
    expect(readPreference(getAppStorage(), 'pinnedGames')).toEqual([1, 2, 3, 4]);
    // A fifth waits for a free place.
    const fifth = screen.getByRole('button', { name: ru('live_pin_full', { max: PINNED_MAX, event: 'Команда 5 — Соперник 5' }) });
    expect(fifth.hasAttribute('disabled')).toBe(true);
    const unpin = screen.getByRole('button', { name: ru('live_unpin', { event: 'Команда 2 — Соперник 2' }) });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(unpin);
    expect(readPreference(getAppStorage(), 'pinnedGames')).toEqual([1, 3, 4]);
    expect(pin(5).hasAttribute('disabled')).toBe(false);
  });
});

describe('the multi-live page', () => {
  it('says how to pin games while none is pinned', async () => {
    renderWithFeed(<MultiLiveBoard />);
    expect(await screen.findByText(ru('live_multi_empty', { max: PINNED_MAX }))).toBeTruthy();
  });

  it('shows each pinned game live by push, and unpins one', async () => {
    // Pinned on another page of the same browser.
    browserPinnedGames().toggle(11);
    browserPinnedGames().toggle(12);
    expect(readPreference(getAppStorage(), 'pinnedGames')).toEqual([11, 12]);
    renderWithFeed(<MultiLiveBoard />);
    const cards = await screen.findByRole('list', { name: ru('live_multi_cards_label') });
    await act(() => until(() => within(cards).queryAllByRole('article').length === 2));
    const first = within(cards).getByRole('article', { name: 'Хозяева 11 — Гости 11' });
    expect(first.querySelector('[data-score="1"]')?.textContent).toBe('1');
    expect(first.querySelector('button[data-price]')?.getAttribute('data-price')).toBe('2100');

    await act(async () => {
      server.broadcast({ type: 'delta', ch: channelOf.get(11) ?? 0, seq: 1, ts: Date.now(), changes: [{ I: 11, SC: score(2, 0), E: [outcome(1, 1, 1.9)] }] });
      await until(() => first.querySelector('[data-score="1"]')?.textContent === '2');
    });
    expect(first.querySelector('button[data-price]')?.getAttribute('data-price')).toBe('1900');
    expect(first.querySelector('[data-move="down"]')).not.toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: ru('live_multi_unpin') }));
    await act(() => until(() => within(cards).queryAllByRole('article').length === 1));
    expect(readPreference(getAppStorage(), 'pinnedGames')).toEqual([12]);
  });
});
