import { gameEventTypes, type GameEventTypeId } from '@stavka/contract/favourites';
import type { PushGameNotice } from '@stavka/contract/push';
import type { GameEvent } from '../feed/service';

// What a feed event means to a player following the game (pure: no I/O). The live state publishes
// whole states, so "the score changed" or "a new period began" is found by comparing with what was
// last seen of the game (GameMemory), which the subscriber keeps per followed game.

type NoticeEvent = PushGameNotice['event'];

export interface GameMemory {
  kind: 1 | 3;
  score: [number, number];
  period: number;
  started: boolean;
}

export interface Happening {
  type: GameEventTypeId;
  event: NoticeEvent;
  score: [number, number];
}

export function memoryOf(game: { kind: 1 | 3; state: { score: [number, number]; currentPeriod: number } }): GameMemory {
  return {
    kind: game.kind,
    score: [game.state.score[0], game.state.score[1]],
    period: game.state.currentPeriod,
    started: game.kind === 1 || game.state.currentPeriod > 0,
  };
}

/** What happened in one event, and the memory after it. */
export function happeningsOf(event: GameEvent, memory: GameMemory): { happenings: Happening[]; memory: GameMemory } {
  switch (event.type) {
    case 'fixture': {
      const next: GameMemory = { ...memory, kind: event.fixture.kind };
      // The line game goes live: the fixture comes again with kind 1 (the simulator's goLive).
      if (!memory.started && event.fixture.kind === 1) {
        next.started = true;
        return { happenings: [{ type: gameEventTypes.start, event: 'start', score: event.fixture.state.score }], memory: next };
      }
      return { happenings: [], memory: next };
    }
    case 'state': {
      const { score, currentPeriod } = event.state;
      const happenings: Happening[] = [];
      const next: GameMemory = { ...memory, score: [score[0], score[1]], period: currentPeriod };
      if (!memory.started && currentPeriod > 0) {
        next.started = true;
        happenings.push({ type: gameEventTypes.start, event: 'start', score });
      }
      if (score[0] !== memory.score[0] || score[1] !== memory.score[1]) happenings.push({ type: gameEventTypes.score, event: 'goal', score });
      if (memory.period > 0 && currentPeriod > memory.period) happenings.push({ type: gameEventTypes.period, event: 'period', score });
      if (event.keyEvent?.kind === 'red-card') happenings.push({ type: gameEventTypes.redCard, event: 'red_card', score });
      return { happenings, memory: next };
    }
    case 'finished': {
      const { score } = event.result.state;
      return {
        happenings: [{ type: gameEventTypes.result, event: event.result.cancelled ? 'cancelled' : 'result', score }],
        memory: { ...memory, score: [score[0], score[1]] },
      };
    }
    default:
      return { happenings: [], memory };
  }
}
