// What is measured (issue 12 "Speed"): a peak minute — bets sent at four times the steady rate for
// 60 s — against the steady rate for 60 s, in the same run: no bet may fail (a client stops at the
// first answer that is not a placed bet), and the peak's p99 must be at most 3× the steady p99.
//
// The load is open: bets are due at fixed times whatever the answers (singles by 32 signed-in
// players over HTTP, MakeBetWeb on the real application on PostgreSQL, bet-app.ts), and each is
// timed from the moment it was due, so a queue that builds up shows in the latency (bet-clients.ts).
// The steady rate is an eighth of what the server places a second with 8 clients one after another
// (measured first, for 5 s), so that the peak asks for half of it: a site sized with that headroom
// for its busiest minute. `BENCH_PEAK_SECONDS` (10–60) shortens both minutes for a quick look.
import type { Benchmark } from './benchmark';
import { startBetBenchApp } from './bet-app';
import { runBetLoad, type BetLoadReport } from './bet-clients';
import { asMeasurement, betLine, perSecond } from './bet-report';

const PLAYERS = 32;
const PEAK_FACTOR = 4;
const wanted = Number(process.env.BENCH_PEAK_SECONDS ?? 60);
const SECONDS = Number.isFinite(wanted) ? Math.min(60, Math.max(10, Math.round(wanted))) : 60;

export const benchmark: Benchmark = {
  name: 'bet-peak',
  description: `MakeBetWeb at ${PEAK_FACTOR}× the steady rate for ${SECONDS} s vs the steady rate for ${SECONDS} s (open load, ${PLAYERS} players over HTTP on PostgreSQL): 0 errors, p99 ≤ 3× the steady p99`,
  async run() {
    const bench = await startBetBenchApp();
    try {
      const lanes = await bench.lanes(PLAYERS);
      const capacity = await runBetLoad({ mode: 'closed', via: 'http', target: bench.origin, lanes: lanes.slice(0, 8), warmUpSeconds: 1, seconds: 5 });
      const steadyRate = Math.max(1, Math.round(perSecond(capacity) / 8));
      process.stdout.write(`  capacity with 8 clients one bet after another: ${Math.round(perSecond(capacity))} bets/s; the steady rate ${steadyRate} bets/s, the peak ${steadyRate * PEAK_FACTOR} bets/s\n`);
      const open = (perSecond: number): Promise<BetLoadReport> => runBetLoad({ mode: 'rate', target: bench.origin, lanes, perSecond, warmUpSeconds: 2, seconds: SECONDS });
      await bench.app.outbox.drain();
      const steady = await open(steadyRate);
      await bench.app.outbox.drain();
      const peak = await open(steadyRate * PEAK_FACTOR);
      const growth = peak.p99 / steady.p99;
      process.stdout.write(
        [
          betLine(`steady minute (${steadyRate} bets/s asked)`, steady),
          betLine(`peak minute (${steadyRate * PEAK_FACTOR} bets/s asked)`, peak),
          `  errors ${steady.errors + peak.errors}; peak p99 ÷ steady p99 ${growth.toFixed(2)} (target ≤ 3)`,
          '',
        ].join('\n'),
      );
      return { ours: asMeasurement(peak), baseline: asMeasurement(steady), baselineName: `the steady rate for ${SECONDS} s`, unit: 'bets/s' };
    } finally {
      await bench.close();
    }
  },
};
