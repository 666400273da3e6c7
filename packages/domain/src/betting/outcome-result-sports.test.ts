import { describe, expect, it } from 'vitest';
import { settlementSportOf, type FinishedGame, type PeriodKind, type PeriodScore } from './finished-game';
import { settleOutcome, type OutcomeResult, type Selection, type UnsettleableReason } from './outcome-result';

const period = (home: number, away: number, kind: PeriodKind = 'regular'): PeriodScore => ({ kind, score: { home, away } });

function game(
  sport: FinishedGame['sport'],
  score: [number, number],
  periods: PeriodScore[],
  extra: Partial<FinishedGame> = {},
): FinishedGame {
  return { sport, cancelled: false, score: { home: score[0], away: score[1] }, periods, ...extra };
}

type Expected = OutcomeResult | { reason: UnsettleableReason };
type Row = [name: string, game: FinishedGame, selection: Selection, expected: Expected];

function check([, g, selection, expected]: Row): void {
  const outcome = settleOutcome(g, selection);
  if (typeof expected === 'string') expect(outcome).toEqual({ settled: true, result: expected });
  else expect(outcome).toEqual({ settled: false, reason: expected.reason });
}

const sel = (group: number, type: number, param?: number, more: Partial<Selection> = {}): Selection => ({
  group,
  type,
  ...(param === undefined ? {} : { param }),
  ...more,
});

// Hockey: 2:2 after regulation, no goal in overtime, team 1 wins the shootout (one goal on the score).
const HOCKEY = game('hockey', [3, 2], [period(1, 0), period(0, 1), period(1, 1), period(0, 0, 'overtime'), period(1, 0, 'shootout')]);
// Hockey won by an overtime goal.
const HOCKEY_OT = game('hockey', [2, 1], [period(1, 0), period(0, 1), period(0, 0), period(1, 0, 'overtime')], {
  goals: [
    { side: 'home', period: 1 },
    { side: 'away', period: 2 },
    { side: 'home', period: 4 },
  ],
});
// Basketball: level 87:87 after four quarters, team 1 wins the overtime 10:8.
const BASKET = game('basketball', [97, 95], [period(25, 20), period(20, 25), period(22, 22), period(20, 20), period(10, 8, 'overtime')]);

describe('hockey: regulation time except G101', () => {
  it.each<Row>([
    ['1X2 draw after regulation', HOCKEY, sel(1, 2), 'win'],
    ['1X2 team 1 loses (won only in the shootout)', HOCKEY, sel(1, 1), 'lose'],
    ['winner incl. overtime: team 1', HOCKEY, sel(101, 401), 'win'],
    ['winner incl. overtime: team 2', HOCKEY, sel(101, 402), 'lose'],
    ['total over 4.5 counts regulation goals only', HOCKEY, sel(17, 9, 4.5), 'lose'],
    ['total under 4.5', HOCKEY, sel(17, 10, 4.5), 'win'],
    ['team 2 +0.5 on a regulation draw', HOCKEY, sel(2, 8, 0.5), 'win'],
    ['next goal 3 after a 1:1 regulation with the OT goal: nobody', HOCKEY_OT, sel(20, 390, 3), 'win'],
    ['correct score 1:1 (regulation)', HOCKEY_OT, sel(136, 731, 1.001), 'win'],
    ['winner incl. overtime by the OT goal', HOCKEY_OT, sel(101, 401), 'win'],
    ['HT/FT is not a hockey market', HOCKEY, sel(11, 15), { reason: 'unknown_outcome' }],
    ['no periods: regulation unknown', game('hockey', [3, 2], []), sel(1, 1), { reason: 'missing_period' }],
    ['no periods: G101 reads the final score', game('hockey', [3, 2], []), sel(101, 401), 'win'],
  ])('%s', (...row) => check(row));
});

describe('basketball: lines include overtime, G2766/G2768 are regular time', () => {
  it.each<Row>([
    ['regular-time draw', BASKET, sel(2766, 3654), 'win'],
    ['regular-time W1 loses', BASKET, sel(2766, 3653), 'lose'],
    ['regular-time 1X', BASKET, sel(2768, 3656), 'win'],
    ['regular-time 12', BASKET, sel(2768, 3657), 'lose'],
    ['regular-time X2', BASKET, sel(2768, 3658), 'win'],
    ['winner incl. overtime', BASKET, sel(101, 401), 'win'],
    ['handicap team 1 −1.5 with overtime (margin 2)', BASKET, sel(2, 7, -1.5), 'win'],
    ['handicap team 2 +2 with overtime', BASKET, sel(2, 8, 2), 'void'],
    ['total over 180.5 with overtime (192)', BASKET, sel(17, 9, 180.5), 'win'],
    ['total under 192 lands on the line', BASKET, sel(17, 10, 192), 'void'],
    ['fourth quarter total', BASKET, sel(17, 9, 39.5, { scope: { kind: 'period', period: 4 } }), 'win'],
    ['plain 1X2 is not a basketball market', BASKET, sel(1, 1), { reason: 'unknown_outcome' }],
  ])('%s', (...row) => check(row));
});

const TENNIS = game('tennis', [2, 1], [period(6, 4), period(3, 6), period(7, 6)]);
const VOLLEY = game('sets', [3, 1], [period(25, 20), period(22, 25), period(25, 18), period(25, 23)]);

describe('tennis and set sports', () => {
  it.each<Row>([
    ['match winner', TENNIS, sel(1, 1), 'win'],
    ['no draw in tennis', TENNIS, sel(1, 2), { reason: 'unknown_outcome' }],
    ['set handicap −1.5 on 2:1', TENNIS, sel(109, 732, -1.5), 'lose'],
    ['set handicap +1.5 for player 2', TENNIS, sel(109, 733, 1.5), 'win'],
    ['total sets over 2.5', TENNIS, sel(182, 971, 2.5), 'win'],
    ['total games over 35.5 (32 games)', TENNIS, sel(17, 9, 35.5), 'lose'],
    ['total games under 35.5', TENNIS, sel(17, 10, 35.5), 'win'],
    ['games handicap −2.5 (16:16)', TENNIS, sel(2, 7, -2.5), 'lose'],
    ['second set to player 2', TENNIS, sel(1, 3, undefined, { scope: { kind: 'period', period: 2 } }), 'win'],
    ['games in the third set over 12.5', TENNIS, sel(17, 9, 12.5, { scope: { kind: 'period', period: 3 } }), 'win'],
    [
      'set groups are not period markets',
      TENNIS,
      sel(182, 971, 2.5, { scope: { kind: 'period', period: 1 } }),
      { reason: 'unknown_outcome' },
    ],
    ['total games without the sets', game('tennis', [2, 0], []), sel(17, 9, 20.5), { reason: 'missing_period' }],
    ['volleyball sets handicap −1.5 on 3:1', VOLLEY, sel(109, 732, -1.5), 'win'],
    ['volleyball total sets under 4.5', VOLLEY, sel(182, 972, 4.5), 'win'],
    ['table tennis sets handicap −1.5', VOLLEY, sel(7099, 5749, -1.5), 'win'],
    ['table tennis total sets over 3.5', VOLLEY, sel(2604, 3150, 3.5), 'win'],
    ['esports maps under 2.5 on four maps', VOLLEY, sel(2436, 2825, 2.5), 'lose'],
    ['esports map handicap team 2 +1.5 on 3:1', VOLLEY, sel(2438, 2827, 1.5), 'lose'],
    ['volleyball total points over 180.5 (183)', VOLLEY, sel(17, 9, 180.5), 'win'],
    ['a level set score (a draw nobody priced) is void', game('sets', [1, 1], [period(25, 20), period(20, 25)]), sel(1, 1), 'void'],
  ])('%s', (...row) => check(row));
});

describe('handball: two halves, a level game is a draw', () => {
  const HANDBALL = game('handball', [28, 28], [period(15, 12), period(13, 16)]);
  it.each<Row>([
    ['1X2 draw', HANDBALL, sel(1, 2), 'win'],
    ['team 1 +0.5', HANDBALL, sel(2, 7, 0.5), 'win'],
    ['total over 55.5 (56)', HANDBALL, sel(17, 9, 55.5), 'win'],
    ['total under 56 lands on the line', HANDBALL, sel(17, 10, 56), 'void'],
    ['HT/FT W1/X', HANDBALL, sel(11, 16), 'win'],
  ])('%s', (...row) => check(row));
});

describe('cricket, fights and races', () => {
  const tie = game('cricket', [160, 160], [period(160, 0), period(0, 160)]);
  const fight = game('fight', [1, 0], [period(0, 0), period(0, 0)]);
  const race = game('runners', [0, 0], [], { placings: [12, 7, 3, 9], nonRunners: [5] });
  it.each<Row>([
    ['cricket winner', game('cricket', [170, 150], [period(170, 0), period(0, 150)]), sel(1, 1), 'win'],
    ['cricket tie without the super over', tie, sel(1, 1), { reason: 'missing_winner' }],
    ['cricket tie won by team 2 in the super over', { ...tie, winner: 'away' }, sel(1, 3), 'win'],
    ['cricket tie lost by team 1 in the super over', { ...tie, winner: 'away' }, sel(1, 1), 'lose'],
    ['cricket team 1 runs over 155.5', tie, sel(15, 11, 155.5), 'win'],
    ['cricket team 2 runs under 150.5', tie, sel(62, 14, 150.5), 'lose'],
    ['fight winner', fight, sel(1, 1), 'win'],
    ['fight ends after round 1.5 (in round 2)', fight, sel(17, 9, 1.5), 'win'],
    ['fight under 2.5 rounds', fight, sel(17, 10, 2.5), 'win'],
    ['a fight without rounds', game('fight', [1, 0], []), sel(17, 9, 1.5), { reason: 'missing_period' }],
    ['a drawn fight is void on the winner', game('fight', [0, 0], [period(0, 0), period(0, 0), period(0, 0)]), sel(1, 3), 'void'],
    ['race winner', race, sel(9001, 9001, undefined, { playerId: 12 }), 'win'],
    ['race winner loses in second', race, sel(9001, 9001, undefined, { playerId: 7 }), 'lose'],
    ['top 2', race, sel(9002, 9002, undefined, { playerId: 7 }), 'win'],
    ['top 3', race, sel(9003, 9003, undefined, { playerId: 3 }), 'win'],
    ['top 3, fourth', race, sel(9003, 9003, undefined, { playerId: 9 }), 'lose'],
    ['a non-runner is void', race, sel(9001, 9001, undefined, { playerId: 5 }), 'void'],
    ['a runner that did not finish loses', race, sel(9003, 9003, undefined, { playerId: 99 }), 'lose'],
    ['a race without placings', game('runners', [0, 0], []), sel(9001, 9001, undefined, { playerId: 12 }), { reason: 'missing_placings' }],
    ['a runner market without the runner', race, sel(9001, 9001), { reason: 'invalid_param' }],
    ['a place type under the winner group', race, sel(9001, 9002, undefined, { playerId: 12 }), { reason: 'unknown_outcome' }],
  ])('%s', (...row) => check(row));
});

describe('settlementSportOf', () => {
  it.each([
    [1, 'football'],
    [85, 'football'],
    [2, 'hockey'],
    [3, 'basketball'],
    [4, 'tennis'],
    [6, 'sets'],
    [40, 'sets'],
    [66, 'cricket'],
    [189, 'fight'],
    [44, 'runners'],
    [202, 'runners'],
    [999, undefined],
  ])('sport %s settles as %s', (id, sport) => {
    expect(settlementSportOf(id)).toBe(sport);
  });
});
