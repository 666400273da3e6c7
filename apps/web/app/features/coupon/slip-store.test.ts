import { describe, expect, it } from 'vitest';
import { AppStorage } from '../../shared/storage/app-storage';
import { SLIP_MAX } from './slip-selection';
import { createSlipStore, SLIP_STORAGE_KEY, type SlipGameUpdate, type SlipPick } from './slip-store';

const pick = (gameId: number, type = 1, price = 2500, extra: Partial<SlipPick> = {}): SlipPick => ({
  gameId,
  constId: gameId + 1_000,
  kind: 1,
  sportId: 1,
  champName: 'Англия. Премьер-лига',
  team1: `Хозяева ${gameId}`,
  team2: `Гости ${gameId}`,
  group: 1,
  type,
  param: null,
  playerId: null,
  marketName: 'Исход матча',
  outcomeName: type === 1 ? 'П1' : 'П2',
  price,
  blocked: false,
  updatedAt: 100,
  ...extra,
});

const update = (gameId: number, changes: Partial<SlipGameUpdate> = {}): SlipGameUpdate => ({
  gameId,
  state: 'open',
  kind: 1,
  updatedAt: 101,
  outcomes: [
    { gameId, group: 1, type: 1, param: null, playerId: null, price: 2600, blocked: false },
    { gameId, group: 1, type: 3, param: null, playerId: null, price: 2800, blocked: false },
  ],
  completeGroups: [1],
  ...changes,
});

const memory = () => new AppStorage({ kinds: [], allowMemory: true });

describe('the bet slip store', () => {
  it('adds a pressed price, removes it on a second press, and replaces another outcome of the same game', () => {
    const store = createSlipStore();
    expect(store.toggle(pick(1))).toBe('added');
    expect(store.isSelected(pick(1))).toBe(true);
    expect(store.toggle(pick(2))).toBe('added');
    // An express holds one outcome per game: W2 of game 1 replaces its W1.
    expect(store.toggle(pick(1, 3, 2900))).toBe('replaced');
    expect(store.getSnapshot().selections.map((s) => [s.gameId, s.type])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(store.isSelected(pick(1))).toBe(false);
    expect(store.toggle(pick(2))).toBe('removed');
    expect(store.getSnapshot().selections).toHaveLength(1);
  });

  it(`refuses a selection beyond ${SLIP_MAX} (spec §9)`, () => {
    const store = createSlipStore();
    for (let id = 1; id <= SLIP_MAX; id++) store.toggle(pick(id));
    expect(store.toggle(pick(SLIP_MAX + 1))).toBe('limit');
    expect(store.getSnapshot().selections).toHaveLength(SLIP_MAX);
  });

  it('follows live prices with their moves, and closes a line that left a fully listed group', () => {
    const store = createSlipStore(() => 7_000);
    store.toggle(pick(1));
    store.toggle(pick(2, 3, 3000));
    store.applyUpdates([update(1), update(2)]);
    const [first, second] = store.getSnapshot().selections;
    expect(first).toMatchObject({ price: 2600, move: 'up', movedAt: 7_000, updatedAt: 101 });
    expect(second).toMatchObject({ price: 2800, move: 'down' });
    store.applyUpdates([update(1, { updatedAt: 102, outcomes: [] })]);
    expect(store.getSnapshot().selections[0]).toMatchObject({ blocked: true, price: 2600 });
    // A group not listed in full (a page's main lines only) says nothing about the selection.
    store.applyUpdates([update(2, { updatedAt: 103, outcomes: [], completeGroups: [17] })]);
    expect(store.getSnapshot().selections[1]).toMatchObject({ blocked: false });
  });

  it('never lets older data overwrite newer', () => {
    const store = createSlipStore();
    store.toggle(pick(1, 1, 2500, { updatedAt: 200 }));
    store.applyUpdates([update(1, { updatedAt: 150 })]);
    expect(store.getSnapshot().selections[0]?.price).toBe(2500);
  });

  it('drops finished games and games that left the feed, and says how many', () => {
    const store = createSlipStore();
    store.toggle(pick(1));
    store.toggle(pick(2));
    store.toggle(pick(3));
    store.applyUpdates([update(1, { state: 'finished' }), update(2, { state: 'gone' }), update(3)]);
    expect(store.getSnapshot().selections.map((s) => s.gameId)).toEqual([3]);
    expect(store.getSnapshot().dropped).toBe(2);
    store.toggle(pick(4));
    expect(store.getSnapshot().dropped).toBe(0);
  });

  it('follows a game from line to live', () => {
    const store = createSlipStore();
    store.toggle(pick(1, 1, 2500, { kind: 3 }));
    store.applyUpdates([update(1, { kind: 1 })]);
    expect(store.getSnapshot().selections[0]?.kind).toBe(1);
    expect(store.watchTargets()).toEqual([{ gameId: 1, kind: 1, groups: [1] }]);
  });

  it('keeps the same watch list while only prices change (the watcher does not restart)', () => {
    const store = createSlipStore();
    store.toggle(pick(1));
    const targets = store.watchTargets();
    store.applyUpdates([update(1)]);
    expect(store.watchTargets()).toBe(targets);
    store.toggle(pick(2));
    expect(store.watchTargets()).not.toBe(targets);
  });

  it('survives a reload through AppStorage, and ignores a corrupt stored slip', () => {
    const storage = memory();
    const first = createSlipStore();
    first.attach(storage);
    first.toggle(pick(1));
    first.toggle(pick(2, 3));
    const reloaded = createSlipStore();
    reloaded.attach(storage);
    expect(reloaded.getSnapshot().selections.map((s) => [s.gameId, s.type])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(reloaded.isSelected(pick(2, 3))).toBe(true);
    storage.set(SLIP_STORAGE_KEY, { selections: [{ gameId: 'x' }] });
    const corrupt = createSlipStore();
    corrupt.attach(storage);
    expect(corrupt.getSnapshot().selections).toEqual([]);
  });

  it('tells subscribers about changes and clears', () => {
    const store = createSlipStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.toggle(pick(1));
    store.clear();
    store.clear();
    expect(calls).toBe(2);
    expect(store.getSnapshot().selections).toEqual([]);
    unsubscribe();
  });
});
