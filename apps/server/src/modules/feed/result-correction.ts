import type { Database } from '@stavka/db/client';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { hasControlCharacters } from '@stavka/domain/validation/control-characters';
import { AppError, validationFailed } from '../../http/app-error';
import { publishAfterCommit, type Outbox } from '../outbox/service';
import type { GameResult, GameState, GoalRecord } from './model';
import { lockResult, writeCorrection } from './results-repo';

// An operator's correction of a recorded result (DESIGN §4 "a corrected result resettles", the
// operator's `result:correct`). It goes through the feed's store: the result's row takes the new
// facts one revision on, with an audit row of who and why, in one transaction that also publishes
// `domain.feed.result-corrected`; every process then takes the stored result into its live state
// (results pages, push), and settlement settles the game's bets again on the new revision. A
// sub-game (a half, corners) has a result of its own and is corrected by its own id.

export const RESULT_CORRECTED_SUBJECT = 'domain.feed.result-corrected';

export interface ResultCorrectedEvent {
  gameId: number;
  revision: number;
}

export interface CorrectionRequest {
  gameId: number;
  score?: [number, number];
  /** Each period's score, as many as the result lists (their names are kept). */
  periods?: [number, number][];
  /** The goal sequence again; without it a changed score drops the old one (it no longer adds up). */
  goals?: GoalRecord[];
  /** Who won a level game (a super over). */
  winner?: 1 | 2;
  cancelled?: boolean;
  operator: string;
  reason: string;
}

export type CorrectedResult = GameResult & { revision: number };

const MAX_SCORE = 100_000;
const MAX_REASON = 300;
const isCount = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_SCORE;
const sum = (pairs: readonly [number, number][]): [number, number] => pairs.reduce<[number, number]>((a, p) => [a[0] + p[0], a[1] + p[1]], [0, 0]);
const samePair = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** The corrected result, or a refusal naming the option that does not fit the recorded result. */
export function correctedResult(current: GameResult, request: CorrectionRequest): CorrectedResult {
  const old = current.state;
  const score = request.score ?? old.score;
  if (!score.every(isCount)) throw validationFailed({ score: ['A score is two whole numbers, 0 or more'] });
  const oldPeriods = old.periods.map((p) => p.score);
  const periods = request.periods ?? oldPeriods;
  if (request.periods) {
    if (request.periods.length !== old.periods.length) throw validationFailed({ periods: [`The result lists ${old.periods.length} periods; give a score for each`] });
    if (!request.periods.every((p) => p.every(isCount))) throw validationFailed({ periods: ['A period score is two whole numbers, 0 or more'] });
  }
  // Where the periods added up to the score (halves, periods, innings), they must still do.
  const additive = oldPeriods.length > 0 && samePair(sum(oldPeriods), old.score);
  if (additive && !samePair(sum(periods), score)) {
    throw validationFailed({ periods: [`The periods add up to ${sum(periods).join(':')}, not ${score.join(':')}: give --periods that make the score`] });
  }
  const scoresChanged = !samePair(score, old.score) || periods.some((p, i) => !samePair(p, oldPeriods[i] ?? [-1, -1]));
  const goals = request.goals ?? (scoresChanged ? undefined : old.goals);
  if (request.goals) checkGoals(request.goals, score, periods.length);
  const level = score[0] === score[1];
  const winner = !level ? undefined : (request.winner ?? (scoresChanged ? undefined : old.winner));
  const { goals: _goals, winner: _winner, ...rest } = old;
  const state: GameState = {
    ...rest,
    score: [score[0], score[1]],
    periods: old.periods.map((p, i) => ({ ...p, score: periods[i] ?? p.score })),
    ...(goals ? { goals } : {}),
    ...(winner ? { winner } : {}),
  };
  const cancelled = request.cancelled ?? current.cancelled;
  if (JSON.stringify([state, cancelled]) === JSON.stringify([old, current.cancelled])) throw new AppError('conflict', 'The result already says that: nothing to correct');
  return {
    ...current,
    state,
    cancelled,
    revision: (current.revision ?? 0) + 1,
    correction: { by: 'operator', reason: request.reason },
  };
}

function checkGoals(goals: readonly GoalRecord[], score: readonly [number, number], periods: number): void {
  const bad = goals.find((g) => (g.team !== 1 && g.team !== 2) || !Number.isInteger(g.period) || g.period < 1 || (periods > 0 && g.period > periods) || !Number.isInteger(g.minute) || g.minute < 1);
  if (bad) throw validationFailed({ goals: ['Each goal is team:period:minute, the team 1 or 2, the period one the result lists'] });
  const home = goals.filter((g) => g.team === 1).length;
  if (home !== score[0] || goals.length - home !== score[1]) throw validationFailed({ goals: [`The goals make ${home}:${goals.length - home}, not ${score.join(':')}`] });
}

/** Corrects a recorded result in the store and tells every process; refused when none is recorded. */
export async function correctResult(db: Database, outbox: Outbox, request: CorrectionRequest): Promise<CorrectedResult> {
  // Players read the reason in their bets' explanations: one line of plain text.
  const reason = request.reason.trim();
  if (!reason || reason.length > MAX_REASON || hasControlCharacters(reason) || /[\r\n\t]/.test(reason)) throw validationFailed({ reason: [`Say why the result is corrected, in at most ${MAX_REASON} characters on one line`] });
  return runInTransaction(db, async (uow) => {
    const current = await lockResult(uow.tx, request.gameId);
    if (!current) throw new AppError('not_found', `No result is recorded for game ${request.gameId}`);
    const corrected = correctedResult(current, { ...request, reason });
    await writeCorrection(uow.tx, corrected, { operator: request.operator, reason });
    const event: ResultCorrectedEvent = { gameId: corrected.gameId, revision: corrected.revision };
    await publishAfterCommit(outbox, uow, RESULT_CORRECTED_SUBJECT, event, `result-corrected:${corrected.gameId}:${corrected.revision}`);
    return corrected;
  });
}
