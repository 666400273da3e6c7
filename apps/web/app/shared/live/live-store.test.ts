import { describe, expect, it } from 'vitest';
import { LiveStore } from './live-store';
import { outcome, score, wireEvent, wireGame } from './test-wire';

// The live store: prices in cells with their moves, shapes that stay put while only prices move,
// listeners per key, topics and the games they hold.

function storeAt(start = 1_000) {
  let now = start;
  const store = new LiveStore(() => now);
  return { store, tick: (ms: number) => (now += ms) };
}

function listen(store: LiveStore, key: string): { count: number } {
  const seen = { count: 0 };
  store.subscribe(key, () => seen.count++);
  return seen;
}

describe('LiveStore', () => {
  it('holds a snapshot: order, events and one cell per price in thousandths', () => {
    const { store } = storeAt();
    store.ensureTopic('champ:88637:1');
    expect(store.topic('champ:88637:1')?.status).toBe('loading');
    store.applySnapshot('champ:88637:1', { events: [wireEvent(2), wireEvent(1)] }, 'socket');
    expect(store.topic('champ:88637:1')).toEqual({ status: 'ready', source: 'socket', order: [2, 1], error: null });
    expect(store.event(1)?.O1).toBe('Chelsea');
    expect(store.outcome(1, 1, 1)).toEqual({ price: 2_100, blocked: false, main: false, move: null, changedAt: 1_000 });
    expect(store.outcome(1, 17, 9, 2.5)).toMatchObject({ price: 1_850, main: true });
  });

  it('flashes a moved price up or down and wakes only the listeners of that cell', () => {
    const { store, tick } = storeAt();
    store.applySnapshot('t', { events: [wireEvent(1)] }, 'socket');
    const w1 = listen(store, 'o:1|1||1|');
    const w2 = listen(store, 'o:1|1||3|');
    const row = listen(store, 'e:1');
    const shape = store.event(1);
    tick(500);
    store.applyDelta('t', [{ I: 1, U: 1_893_499_260, E: [outcome(1, 1, 2.3)] }], undefined);
    expect(store.outcome(1, 1, 1)).toEqual({ price: 2_300, blocked: false, main: false, move: 'up', changedAt: 1_500 });
    expect([w1.count, w2.count, row.count]).toEqual([1, 0, 0]);
    store.applyDelta('t', [{ I: 1, E: [outcome(1, 1, 2.0), outcome(1, 3, 3.5, { B: true })] }], undefined);
    expect(store.outcome(1, 1, 1)?.move).toBe('down');
    expect(store.outcome(1, 1, 3)).toMatchObject({ blocked: true, move: null, changedAt: 1_000 });
    expect(store.event(1)).toBe(shape);
  });

  it('keeps the shape object when a snapshot changes prices only, and replaces it when the shape changes', () => {
    const { store } = storeAt();
    store.applySnapshot('t', { events: [wireEvent(1)] }, 'polling');
    const before = store.event(1);
    const row = listen(store, 'e:1');
    store.applySnapshot('t', { events: [wireEvent(1, { U: 1_893_499_999, E: [outcome(1, 1, 9.9)] })] }, 'polling');
    expect(store.event(1)).not.toBe(before); // E lost four outcomes: the shape changed
    store.applySnapshot('t', { events: [wireEvent(1, { U: 1_893_500_500, E: [outcome(1, 1, 8.8)] })] }, 'polling');
    expect(row.count).toBe(1);
    expect(store.outcome(1, 1, 1)?.price).toBe(8_800);
  });

  it('updates the score in place and replaces a whole game', () => {
    const { store } = storeAt();
    store.applySnapshot('game:1', { game: wireGame(1) }, 'socket');
    store.applyDelta('game:1', [{ I: 1, U: 1_893_499_300, SC: score(1, 0) }], undefined);
    expect(store.game(1)?.SC?.FS).toEqual({ S1: 1 });
    // A new market list: outcomes that are gone from it leave the store.
    store.applyDelta('game:1', [{ I: 1, game: wireGame(1, [[[outcome(17, 9, 1.5, { P: 3.5, CE: 1 })]]]) }], undefined);
    expect(store.outcome(1, 1, 1)).toBeUndefined();
    expect(store.outcome(1, 17, 9, 3.5)?.price).toBe(1_500);
    store.applyDelta('game:1', [{ I: 1, gone: [{ G: 17, T: 9, P: 3.5 }] }], undefined);
    expect(store.outcome(1, 17, 9, 3.5)).toBeUndefined();
  });

  it('follows joins and leaves, marks finished games and forgets games no topic holds', () => {
    const { store } = storeAt();
    store.applySnapshot('a', { events: [wireEvent(1), wireEvent(2)] }, 'socket');
    store.applySnapshot('b', { events: [wireEvent(2)] }, 'socket');
    const finished = listen(store, 'f:1');
    store.applyDelta('a', [{ I: 3, event: wireEvent(3) }], [1, 3, 2]);
    expect(store.topic('a')?.order).toEqual([1, 3, 2]);
    store.applyDelta('a', [{ I: 1, left: true, finished: true }], undefined);
    expect(store.topic('a')?.order).toEqual([3, 2]);
    expect(store.isFinished(1)).toBe(true);
    expect(finished.count).toBe(1);
    expect(store.event(1)).toBeUndefined();
    expect(store.outcome(1, 1, 1)).toBeUndefined();
    store.releaseTopic('a');
    expect(store.event(3)).toBeUndefined();
    expect(store.event(2)?.I).toBe(2); // topic b still holds it
    expect(store.topic('a')).toBeUndefined();
  });

  it('takes server-rendered data silently, and only when it has none', () => {
    const { store } = storeAt();
    const topic = listen(store, 't:t');
    store.seed('t', { events: [wireEvent(1)] });
    expect(store.topic('t')).toMatchObject({ status: 'ready', source: 'server', order: [1] });
    expect(topic.count).toBe(0);
    store.applySnapshot('t', { events: [wireEvent(2)] }, 'socket');
    store.seed('t', { events: [wireEvent(1)] });
    expect(store.topic('t')?.order).toEqual([2]);
  });

  it('records an error for a topic without data and keeps the data of one that has some', () => {
    const { store } = storeAt();
    store.ensureTopic('x');
    store.setTopicError('x', 'No game of this id in the feed');
    expect(store.topic('x')).toMatchObject({ status: 'error', error: 'No game of this id in the feed' });
    store.applySnapshot('y', { events: [wireEvent(1)] }, 'socket');
    store.setTopicError('y', 'down');
    expect(store.topic('y')).toMatchObject({ status: 'ready', order: [1] });
  });

  it('wakes a game’s price listener on any of its price changes and lists its outcomes for the bet slip', () => {
    const { store } = storeAt();
    store.applySnapshot('game:1', { game: wireGame(1) }, 'socket');
    const prices = listen(store, 'p:1');
    store.applyDelta('game:1', [{ I: 1, E: [outcome(1, 2, 3.6, { B: true })] }], undefined);
    expect(prices.count).toBe(1);
    expect(store.outcomesOf(1)).toEqual([
      { group: 1, type: 1, param: undefined, playerId: undefined, price: 2_100, blocked: false },
      { group: 1, type: 2, param: undefined, playerId: undefined, price: 3_600, blocked: true },
      { group: 1, type: 3, param: undefined, playerId: undefined, price: 3_500, blocked: false },
    ]);
    // The same values again wake nobody.
    store.applyDelta('game:1', [{ I: 1, E: [outcome(1, 2, 3.6, { B: true })] }], undefined);
    expect(prices.count).toBe(1);
    const finished = listen(store, 'f:1');
    store.markFinished(1);
    expect([finished.count, store.isFinished(1)]).toEqual([1, true]);
  });
});
