import { listUnsettledLegs, voidUnsettledLeg, betCountsOnGame } from '../modules/betting/service';
import { correctResult, type CorrectionRequest, type GoalRecord } from '../modules/feed/service';
import type { Command } from './command';
import { operatorOf, options } from './options';
import { UsageError } from './usage-error';
import { withWallet } from './wallet-commands';

// The operator's settlement commands (issue 12 "Settlement"): correcting a game's recorded result
// (the server's settlement worker then settles every bet on it again, as a new version), and the
// legs a result cannot decide — listed, and voided with a reason, after which their bet settles.
// Each writes through the modules' services in one transaction; what must reach the running
// server (the corrected result, the players' notices) goes through the outbox.

const CORRECT_USAGE =
  'result:correct <game id> [--score H:A] [--periods H:A,H:A…] [--goals T:P:M,…] [--winner 1|2] [--cancelled yes|no] --reason R [--operator O]';
const VOID_USAGE = 'bet:void-leg <bet id> <position> --reason R [--operator O]';

const ID = /^\d{1,15}$/;
const PAIR = /^(\d{1,5}):(\d{1,5})$/;

function pairOf(text: string, option: string): [number, number] {
  const match = PAIR.exec(text.trim());
  if (!match) throw new UsageError(`${option}: "${text}" is not a score like 2:1`);
  return [Number(match[1]), Number(match[2])];
}

function goalsOf(text: string): GoalRecord[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const match = /^([12]):(\d{1,2}):(\d{1,3})$/.exec(part.trim());
    if (!match) throw new UsageError(`--goals: "${part}" is not team:period:minute, e.g. 1:2:67`);
    return { team: match[1] === '1' ? 1 : 2, period: Number(match[2]), minute: Number(match[3]) };
  });
}

function flagOf(text: string, option: string): boolean {
  if (text === 'yes') return true;
  if (text === 'no') return false;
  throw new UsageError(`${option}: yes or no`);
}

/** The correction the arguments ask for. */
export function correctionOf(args: string[]): CorrectionRequest {
  const [game, ...rest] = args;
  if (game === undefined || !ID.test(game)) throw new UsageError(`Usage: ${CORRECT_USAGE}`);
  const opts = options(rest, ['score', 'periods', 'goals', 'winner', 'cancelled', 'reason', 'operator']);
  if (!opts.reason?.trim()) throw new UsageError(`--reason is required. Usage: ${CORRECT_USAGE}`);
  if (opts.winner !== undefined && opts.winner !== '1' && opts.winner !== '2') throw new UsageError('--winner: 1 or 2');
  const request: CorrectionRequest = { gameId: Number(game), operator: operatorOf(opts), reason: opts.reason.trim() };
  if (opts.score !== undefined) request.score = pairOf(opts.score, '--score');
  if (opts.periods !== undefined) request.periods = opts.periods.split(',').map((p) => pairOf(p, '--periods'));
  if (opts.goals !== undefined) request.goals = goalsOf(opts.goals);
  if (opts.winner !== undefined) request.winner = opts.winner === '1' ? 1 : 2;
  if (opts.cancelled !== undefined) request.cancelled = flagOf(opts.cancelled, '--cancelled');
  if (Object.keys(request).length === 3) throw new UsageError(`Say what to correct. Usage: ${CORRECT_USAGE}`);
  return request;
}

export const settlementCommands: Record<string, Command> = {
  'result:correct': {
    usage: CORRECT_USAGE,
    summary: "correct a game's recorded result; the server settles every bet on it again as a new version",
    async run(args, { db }) {
      const request = correctionOf(args);
      return withWallet(db, async (_wallet, ctx) => {
        const corrected = await correctResult(db, ctx.outbox, request);
        const counts = await betCountsOnGame(db, request.gameId);
        const affected = (counts.accepted ?? 0) + (counts.won ?? 0) + (counts.lost ?? 0) + (counts.returned ?? 0);
        const [home, away] = corrected.state.score;
        const state = corrected.cancelled ? 'called off' : `${home}:${away}${corrected.state.winner ? ` (won by ${corrected.state.winner})` : ''}`;
        return `game ${corrected.gameId}: result corrected to ${state}, revision ${corrected.revision}; ${affected} bet(s) on it are settled again by the server\n`;
      });
    },
  },

  'bet:unsettled': {
    usage: 'bet:unsettled [--limit N] [--after <bet id>]',
    summary: 'selections of open bets that the result cannot decide, waiting for an operator',
    async run(args, { db }) {
      const opts = options(args, ['limit', 'after']);
      const limit = opts.limit === undefined ? 100 : Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit: 1 to 1000');
      if (opts.after !== undefined && !ID.test(opts.after)) throw new UsageError('--after: a bet id');
      const legs = await listUnsettledLegs(db, { limit, afterBetId: opts.after === undefined ? 0 : Number(opts.after) });
      if (legs.length === 0) return 'no selections wait for a decision\n';
      const lines = legs.map((l) => {
        const teams = [l.names.team1, l.names.team2].filter(Boolean).join(' – ');
        const outcome = `G${l.group} T${l.type}${l.param === null ? '' : ` P${l.param}`}${l.playerId === null ? '' : ` player ${l.playerId}`}`;
        return `bet ${l.betId}  position ${l.position}  game ${l.gameId}${teams ? ` (${teams})` : ''}  ${outcome}  ${l.reason}  placed ${l.createdAt.toISOString()}`;
      });
      return `${lines.join('\n')}\n`;
    },
  },

  'bet:void-leg': {
    usage: VOID_USAGE,
    summary: 'void a selection the result cannot decide (as bet:unsettled lists it); its bet then settles',
    async run(args, { db }) {
      const [bet, position, ...rest] = args;
      if (bet === undefined || position === undefined || !ID.test(bet) || !/^\d{1,2}$/.test(position)) throw new UsageError(`Usage: ${VOID_USAGE}`);
      const opts = options(rest, ['reason', 'operator']);
      if (!opts.reason?.trim()) throw new UsageError(`--reason is required. Usage: ${VOID_USAGE}`);
      const voided = await withWallet(db, (wallet, ctx) =>
        voidUnsettledLeg({ db, wallet, outbox: ctx.outbox, now: ctx.now }, { betId: Number(bet), position: Number(position), operator: operatorOf(opts), reason: opts.reason ?? '' }),
      );
      const then = voided.settled ? `the bet is settled: ${voided.bet.status}` : 'the bet waits for its other selections';
      return `bet ${voided.bet.id}: selection ${position} void; ${then}\n`;
    },
  },
};
