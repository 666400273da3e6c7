// What is measured (issue 12 "Speed"): the wallet's fault benchmark (ledger-faults) with bets and
// settlements in the mix — whether betting loses or doubles money when its server dies. 10,000 bet
// requests (`BENCH_OPERATIONS` for another count) from 32 players (`BENCH_PLAYERS`) over HTTP —
// singles, expresses and "k of n" systems on the open games, and one time in ten an earlier betGuid
// again — go to the real server as its own process on a fresh PostgreSQL database with a feed
// written to a file, while the line games finish one after another and the server settles their
// bets. It is killed with SIGKILL 5 times (`BENCH_KILLS`), evenly through the run, and started again
// on the same database each time. Players send a request without an answer again, unchanged, until
// one comes. Four games are live (their bets wait the brand's delay) and finish after the burst,
// with the last line game. The run is the betting crash test's (apps/server/src/testing/bet-faults.ts)
// with more bets, players and kills.
//
// Printed: bets acknowledged, lost (acknowledged but not kept: must be 0), paid twice (a payout
// standing twice or a stake held twice: must be 0), bets no player was told of, repeated keys
// answered with another bet, other problems the audit finds (a bet not settled as its games'
// results say), players whose money differs from their books, and ledger:verify. Any of them fails
// the benchmark. The throughput row is answered bet requests a second over the whole burst,
// restarts included, against the same count over the time the server was up (as ledger-faults).
import { runBetFaults } from '../apps/server/src/testing/bet-faults';
import type { Benchmark } from './benchmark';

const players = Number(process.env.BENCH_PLAYERS ?? 32);
const PLAYERS = Number.isInteger(players) && players >= 1 ? players : 32;
const kills = Number(process.env.BENCH_KILLS ?? 5);
const KILLS = Number.isInteger(kills) && kills >= 1 ? kills : 5;
const LIVE_GAMES = 4;
const wanted = Number(process.env.BENCH_OPERATIONS ?? 10_000);
const BETS = Number.isInteger(wanted) && wanted >= 100 ? wanted : 10_000;
/** A line game finishes about every 100 requests (16 games at least, as the crash test). */
const GAMES = Math.max(16, LIVE_GAMES + Math.ceil(BETS / 100));
const count = (n: number) => n.toLocaleString('en-US');

export const benchmark: Benchmark = {
  name: 'bet-faults',
  description: `${count(BETS)} bet requests (singles, expresses, systems; 10% repeated betGuids) from ${PLAYERS} players over HTTP while ${GAMES - LIVE_GAMES} games finish and settle, ${KILLS} SIGKILLs of the server process, then ledger:verify (answered bets/s through the kills vs while up)`,
  async run() {
    const run = await runBetFaults({
      players: PLAYERS,
      bets: BETS,
      games: GAMES,
      liveGames: LIVE_GAMES,
      killAt: Array.from({ length: KILLS }, (_, k) => (k + 1) / (KILLS + 1)),
      // 1,000,000.00 RUB each: stakes of 10–600 RUB never run out.
      funding: 100_000_000n,
      firstGame: 97_000_000,
      log: (line) => process.stdout.write(`  ${line}\n`),
    });
    const { books, audit } = run;
    const sum = (of: (b: (typeof books)[number]) => number) => books.reduce((n, b) => n + of(b), 0);
    const repeatsKept = sum((b) => b.repeatsKept);
    const repeatsWrong = sum((b) => b.repeatsWrong);
    const paidTwice = new Set([...audit.paidTwice, ...audit.heldTwice]).size;
    const otherProblems = audit.problems.length - audit.paidTwice.length - audit.heldTwice.length;
    const downtime = run.restarts.reduce((total, s) => total + s, 0);
    const verified = run.verify.code === 0 && run.verify.stdout.includes('ledger ok');
    const kinds = new Map<string, number>();
    for (const { bet } of audit.bets) kinds.set(bet.kind, (kinds.get(bet.kind) ?? 0) + 1);
    const statuses = new Map<string, number>();
    for (const { bet } of audit.bets) statuses.set(bet.status, (statuses.get(bet.status) ?? 0) + 1);
    // Why waiting live bets were refused, and how many of those carried a line leg too: in this run
    // a line game finishes about every hundred requests, so an express's line leg may close while
    // its live leg waits the delay (the longer across a restart).
    const refusals = new Map<string, number>();
    let refusedWithLineLeg = 0;
    for (const { bet, legs } of audit.bets) {
      if (bet.status !== 'refused') continue;
      refusals.set(bet.refusal ?? 'none', (refusals.get(bet.refusal ?? 'none') ?? 0) + 1);
      if (legs.some((leg) => leg.feedKind === 1)) refusedWithLineLeg += 1;
    }
    const list = (map: Map<string, number>) => [...map].map(([name, n]) => `${count(n)} ${name}`).join(', ');
    process.stdout.write(
      [
        `  requests ${count(run.answered)} from ${PLAYERS} players in ${run.burstSeconds.toFixed(0)} s; ${run.kills} SIGKILLs, restarts took ${run.restarts.map((s) => s.toFixed(1)).join(', ')} s; settled and delivered ${run.settleSeconds.toFixed(0)} s after the last answer`,
        `  bets acknowledged ${count(run.placed.length)} (${list(kinds)}); repeated keys answered with their first bet ${count(repeatsKept)}; refused ${count(sum((b) => b.refused.size))}`,
        `  settled: ${list(statuses)}; settled again at a later version: ${count(audit.bets.filter(({ bet }) => bet.settlementVersion > 1).length)}`,
        `  live bets refused after their wait: ${list(refusals) || 'none'}; ${count(refusedWithLineLeg)} of them with a line leg (its game may finish during the wait)`,
        `  lost ${count(run.lost.length)}; paid twice ${count(paidTwice)}; bets no player was told of ${count(run.unknown.length)}; repeated keys answered otherwise ${count(repeatsWrong + run.keyMismatches.length)}`,
        `  requests cut by a kill and sent again: ${count(sum((b) => b.cut))}; other problems the audit found: ${count(otherProblems)}; outbox rows abandoned: ${run.outbox.abandoned}`,
        `  players whose money matches their books: ${PLAYERS - run.moneyMismatches.length} of ${PLAYERS}`,
        `  ledger:verify: ${verified ? 'ok' : `exit ${run.verify.code}: ${run.verify.stderr.trim() || run.verify.stdout.trim()}`}`,
        '',
      ].join('\n'),
    );
    const failures = [
      run.lost.length > 0 && `${run.lost.length} acknowledged bets lost`,
      paidTwice > 0 && `${paidTwice} bets paid twice`,
      run.unknown.length > 0 && `${run.unknown.length} bets no player was told of`,
      repeatsWrong + run.keyMismatches.length > 0 && `${repeatsWrong + run.keyMismatches.length} repeated keys answered with another bet`,
      audit.problems.length > 0 && `audit: ${audit.problems.slice(0, 3).join('; ')}`,
      run.moneyMismatches.length > 0 && run.moneyMismatches.slice(0, 3).join('; '),
      run.outbox.abandoned > 0 && `${run.outbox.abandoned} outbox rows abandoned`,
      run.kills !== KILLS && `${run.kills} kills instead of ${KILLS}`,
      !verified && 'ledger:verify failed',
    ].filter((failure): failure is string => typeof failure === 'string');
    if (failures.length > 0) throw new Error(failures.join('; '));

    const latencies = books.flatMap((b) => b.latencies).sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    const measured = (over: number) => ({ requestsPerSecond: run.answered / over, latencyP50: at(0.5), latencyP99: at(0.99), requests: run.answered });
    return { ours: measured(run.burstSeconds), baseline: measured(run.burstSeconds - downtime), baselineName: 'the same run while the server was up', unit: 'bets/s' };
  },
};
