import { describe, expect, it } from 'vitest';
import { wireEventSchema, wireGameSchema } from '@stavka/contract/feed-wire';
import { createInProcessBus } from '../../bus/in-process-bus';
import { FEED_SUBJECT, type GameEvent } from './feed-events';
import { LiveState } from './live-state';
import { createSteppedClock } from './simulator/clock';
import { createTradingSimulator } from './simulator/simulator';
import { wireEvent } from './wire/event';
import { wireGame } from './wire/game';
import { MAIN_GROUPS } from './wire/outcomes';

// The live state fed by the real trading simulator on a stepped clock: every game it makes reads
// back in the family's wire shapes, deltas come in sequence, and a stopped simulator's markets are
// blocked by the watchdog.

describe('live state with the trading simulator', () => {
  it('serves wire-valid games, publishes deltas in sequence, and blocks the markets when it stops', async () => {
    const clock = createSteppedClock();
    const bus = createInProcessBus();
    const events: GameEvent[] = [];
    bus.subscribe<GameEvent>(FEED_SUBJECT.allGames, (e) => events.push(e));
    const state = new LiveState({ bus, clock });
    const simulator = createTradingSimulator({ clock, seed: 7, sports: [1, 4], liveGamesPerSport: 2, lineGamesPerSport: 3 });
    state.start();
    await state.connect(simulator);
    for (let minute = 0; minute < 10; minute++) clock.advance(60_000);

    const games = [...state.allGames()];
    expect(games.some((e) => e.game.kind === 1)).toBe(true);
    expect(games.some((e) => e.game.kind === 3)).toBe(true);
    for (const entry of games) {
      for (const lang of ['en', 'ru'] as const) {
        const event = wireEventSchema.safeParse(wireEvent(state, entry, { lang, keepBlocked: true, groups: MAIN_GROUPS }));
        expect(event.success ? 'ok' : event.error.message).toBe('ok');
      }
      const game = wireGameSchema.safeParse(
        wireGame(state, entry, { lang: 'en', grouped: true, subGames: true, maxOutcomes: 1_000, groups: undefined, topGroups: [] }),
      );
      expect(game.success ? 'ok' : game.error.message).toBe('ok');
    }

    // Per game, sequence numbers run 1, 2, 3 … without gaps.
    const seqs = new Map<number, number[]>();
    for (const e of events) seqs.set(e.gameId, [...(seqs.get(e.gameId) ?? []), e.seq]);
    for (const list of seqs.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    expect(events.some((e) => e.type === 'odds')).toBe(true);
    expect(events.some((e) => e.type === 'state')).toBe(true);

    await simulator.stop();
    clock.advance(2_000);
    const open = [...state.allGames()].filter((e) => e.result === null);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((e) => state.isSuspended(e))).toBe(true);
    state.stop();
  });
});
