import type { GameState } from '../../model';
import type { Rng, SeededRng } from '../random';
import type { ModelInput } from './model-input';

// What every match engine offers (issue 4 "Live play in real time"): a pure step function that
// plays `dtMs` milliseconds of match time, a finished rule, the public state of wire-format SC, and
// the fair-probability inputs of the pricing models for the current state.

export interface KeyEvent {
  kind: 'goal' | 'red-card' | 'penalty' | 'point' | 'other';
  /** How long the game's markets stay blocked, in real seconds (spec: "a few seconds"). */
  suspendSeconds: number;
}

export interface EngineStep<S> {
  state: S;
  keyEvent?: KeyEvent;
}

/** A sub-game (wire-format §1.6 SG) read from its parent's state: corners, cards, a half. */
export interface SubGameView {
  key: SubGameKey;
  state: GameState;
  /** Null once the sub-game's markets are over (a half that has ended). */
  input: ModelInput | null;
}

export type SubGameKey = 'first-half' | 'corners' | 'yellow-cards';

export interface MatchEngine<S> {
  /** Plays `dtMs` of match time; a key event when something suspends the markets. */
  step(state: S, dtMs: number, rng: Rng): EngineStep<S>;
  finished(state: S): boolean;
  /** True once play has begun (before that the game is line). */
  started(state: S): boolean;
  view(state: S): GameState;
  /** Fair-probability inputs of the pricing models for the state. */
  input(state: S): ModelInput;
  subGames?(state: S): SubGameView[];
  /** Line games: strengths drift a little between repricings (issue 4 "small drifts"). */
  drift?(state: S, rng: Rng): S;
}

/** An engine bound to one game's state and random stream: what the simulator holds per game. */
export interface MatchRunner {
  step(dtMs: number): KeyEvent | undefined;
  finished(): boolean;
  started(): boolean;
  view(): GameState;
  input(): ModelInput;
  subGames(): SubGameView[];
  drift(): void;
}

export function bindEngine<S>(engine: MatchEngine<S>, initial: S, rng: SeededRng): MatchRunner {
  let state = initial;
  return {
    step(dtMs) {
      const result = engine.step(state, dtMs, rng.next);
      state = result.state;
      return result.keyEvent;
    },
    finished: () => engine.finished(state),
    started: () => engine.started(state),
    view: () => engine.view(state),
    input: () => engine.input(state),
    subGames: () => engine.subGames?.(state) ?? [],
    drift() {
      if (engine.drift !== undefined) state = engine.drift(state, rng.next);
    },
  };
}

/** Period names shown in SC.PS / CPS. */
export const PERIOD_NAMES = {
  notStarted: { en: 'Not started', ru: 'Не начался' },
  finished: { en: 'Match finished', ru: 'Игра завершена' },
  halfTime: { en: 'Half time', ru: 'Перерыв' },
  break: { en: 'Break', ru: 'Перерыв' },
  overtime: { en: 'Overtime', ru: 'Овертайм' },
  shootout: { en: 'Shootout', ru: 'Буллиты' },
} as const;

const ORDINAL_RU = ['', '1-й', '2-й', '3-й', '4-й', '5-й', '6-й', '7-й', '8-й', '9-й'];
const ORDINAL_EN = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

/** "2nd half" / "2-й тайм", "3rd set" / "3-й сет". */
export function ordinalPeriod(n: number, unit: { en: string; ru: string }): { en: string; ru: string } {
  return { en: `${ORDINAL_EN[n] ?? `${n}th`} ${unit.en}`, ru: `${ORDINAL_RU[n] ?? `${n}-й`} ${unit.ru}` };
}
