import { describe, expect, it } from 'vitest';
import { mergeEvent, mergeEvents } from './event-merge';
import { eventView } from './event-view';
import { outcome, wireEvent } from './test-wire';

const at = 1_000_000;

describe('merging a new answer into the shown events', () => {
  it('keeps the same objects when nothing changed (rows do not re-render)', () => {
    const line = eventView(wireEvent({ KI: 3 }));
    expect(mergeEvent(line, eventView(wireEvent({ KI: 3 })), at)).toBe(line);
    // A live game whose clock stood still between two answers: stopped once, then unchanged.
    const stopped = mergeEvent(eventView(wireEvent()), eventView(wireEvent()), at);
    expect(stopped.live?.clockRunning).toBe(false);
    expect(mergeEvent(stopped, eventView(wireEvent()), at)).toBe(stopped);
  });

  it('marks a price that went up or down with the time it moved, and keeps the unchanged ones', () => {
    const before = eventView(wireEvent());
    const next = eventView(wireEvent({ E: [outcome(1, 1, 2600), outcome(1, 2, 3400), outcome(1, 3, 2700)] }));
    const after = mergeEvent(before, next, at);
    const [home, draw, away] = after.main?.columns.map((c) => c.outcome) ?? [];
    expect(home).toMatchObject({ price: 2600, move: 'up', movedAt: at });
    expect(away).toMatchObject({ price: 2700, move: 'down', movedAt: at });
    expect(draw).toBe(before.main?.columns[1]?.outcome);
    // The next answer with the same prices keeps the flash where it was (it is still fading).
    const again = mergeEvent(after, eventView(wireEvent({ E: [outcome(1, 1, 2600), outcome(1, 2, 3400), outcome(1, 3, 2700)] })), at + 5_000);
    expect(again.main?.columns[0]?.outcome).toMatchObject({ move: 'up', movedAt: at });
  });

  it('does not call a new line a move', () => {
    const before = eventView(wireEvent({ E: [outcome(101, 401, 1800), outcome(101, 402, 2000)], AE: [] }));
    const next = eventView(wireEvent({ E: [outcome(1, 1, 1700), outcome(1, 3, 2100)], AE: [] }));
    expect(mergeEvent(before, next, at).main?.columns[0]?.outcome).toMatchObject({ price: 1700, move: null });
  });

  it('runs the clock while it moves between answers and stops it when it stands still', () => {
    const first = eventView(wireEvent());
    const moved = mergeEvent(first, eventView(wireEvent({ SC: { ...wireEvent().SC, TS: 4562 } })), at);
    expect(moved.live?.clockRunning).toBe(true);
    const still = mergeEvent(moved, eventView(wireEvent({ SC: { ...wireEvent().SC, TS: 4562 } })), at);
    expect(still.live?.clockRunning).toBe(false);
  });

  it('merges a list by game id in the new order', () => {
    const a = eventView(wireEvent({ I: 1, ZP: 1, KI: 3 }));
    const b = eventView(wireEvent({ I: 2, ZP: 2, KI: 3 }));
    const merged = mergeEvents(new Map([[1, a], [2, b]]), [eventView(wireEvent({ I: 2, ZP: 2, KI: 3 })), eventView(wireEvent({ I: 1, ZP: 1, KI: 3 }))], at);
    expect(merged).toEqual([b, a]);
    expect(merged[0]).toBe(b);
  });
});
