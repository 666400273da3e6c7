// What is measured (issue 12 "Speed"): MakeBetWeb — a single placed by a signed-in player over HTTP,
// the real application on PostgreSQL (bet-app.ts), 8 concurrent clients — against the same SQL
// transaction sent by a bare `pg` loop on 8 connections (bet-sql.ts), in the same run on a fresh
// database. Before measuring, the benchmark records what the server sent for one bet and stops if
// the baseline's statements differ. Target: ours ÷ raw SQL ≥ 0.5, with no errors (a client stops at
// the first answer that is not a placed bet).
//
// The request does more than its transaction: it reads the session and the player before it (its
// answer is the bet as the transaction wrote it). The same loop with those reads too (the whole
// request's SQL) is measured and printed beside, so what the HTTP side costs above its SQL
// shows apart from the reads the request adds. Each bet writes two notices to the outbox: ours also
// delivers them (the app's dispatcher), the bare loops only write them (the dispatcher rests while
// they run). Ours and the two loops take turns for five windows each (BENCH_DURATION seconds after a
// 1 s warm-up); the median window is the result. PostgreSQL: TEST_POSTGRES_URL, or
// postgres://postgres@127.0.0.1:5432/test, where the benchmark creates and drops its database.
import { randomUUID } from 'node:crypto';
import { verifyLedger } from '../apps/server/src/modules/wallet/service';
import { startBetBenchApp } from './bet-app';
import { MAKE_BET_PATH, runBetLoad, type BetLoadReport, type BetLoadTask } from './bet-clients';
import { CLAIM_KEY, firstDifference } from './bet-sql';
import type { Benchmark } from './benchmark';
import { asMeasurement, betLine, median, perSecond } from './bet-report';
import { loadDuration } from './load';

const CLIENTS = 8;
const ROUNDS = 5;

export const benchmark: Benchmark = {
  name: 'bet-placement',
  description: `MakeBetWeb (a single) over HTTP on PostgreSQL, ${CLIENTS} clients, vs the same SQL transaction from a bare pg loop (${CLIENTS} connections)`,
  async run() {
    const bench = await startBetBenchApp();
    try {
      const lanes = await bench.lanes(CLIENTS);
      const [lane] = lanes;
      if (!lane) throw new Error('no lane');
      // A bet first, so that nothing the first one loads (the brand, the currencies) is recorded.
      const place = () =>
        bench.app.inject({
          method: 'POST',
          url: MAKE_BET_PATH,
          headers: { host: lane.http.host, cookie: lane.http.cookie, 'x-csrf-token': lane.http.csrf },
          payload: { CheckCf: 2, Source: 55, Vid: 0, Summ: 10, betGUID: randomUUID(), Events: [{ GameId: lane.http.gameId, Type: 1, Param: 0, Kind: 3 }] },
        });
      await place();
      // The probe runs as the load will, with the outbox's dispatcher delivering the bet's notices
      // (it writes them leased to itself); its statements and the betting workers' pass (once a
      // second) come outside the placement's transaction, which is cut out of the recording; should
      // one of theirs fall inside it, the probe is tried again.
      await bench.app.outbox.drain();
      let difference: string | undefined = 'no probe';
      for (let attempt = 0; attempt < 5 && difference !== undefined; attempt++) {
        bench.recorded.length = 0;
        bench.recording = true;
        const probe = await place();
        bench.recording = false;
        if (probe.statusCode !== 200) throw new Error(`MakeBetWeb answered ${probe.statusCode}: ${probe.body}`);
        // The placement's transaction: the one that claims the key.
        const begin = bench.recorded.findIndex((query, i) => query === 'begin' && bench.recorded[i + 1] === CLAIM_KEY);
        difference = firstDifference(bench.recorded.slice(begin, bench.recorded.indexOf('commit', begin) + 1));
      }
      if (difference) throw new Error(`the baseline no longer sends the placement's SQL (${difference}); update bench/bet-sql.ts`);

      const window = { warmUpSeconds: 1, seconds: loadDuration() };
      const ours: BetLoadReport[] = [];
      const raw: BetLoadReport[] = [];
      const whole: BetLoadReport[] = [];
      const load = async (task: Omit<Extract<BetLoadTask, { mode: 'closed' }>, 'mode' | 'lanes' | 'warmUpSeconds' | 'seconds'>) => {
        await bench.app.outbox.drain();
        const full: BetLoadTask = { mode: 'closed', lanes, ...window, ...task };
        if (task.via === 'http') return runBetLoad(full);
        await bench.app.outbox.stop();
        try {
          return await runBetLoad(full);
        } finally {
          bench.app.outbox.start();
        }
      };
      for (let round = 0; round < ROUNDS; round++) {
        // Ours runs first in even rounds and last in odd ones, so it never always follows the same load.
        if (round % 2 === 0) ours.push(await load({ via: 'http', target: bench.origin }));
        raw.push(await load({ via: 'sql', target: bench.databaseUrl }));
        whole.push(await load({ via: 'sql', target: bench.databaseUrl, wholeRequest: true }));
        if (round % 2 === 1) ours.push(await load({ via: 'http', target: bench.origin }));
        process.stdout.write(`  round ${round + 1}: ours ${Math.round(perSecond(ours[round] as BetLoadReport))}, raw transaction ${Math.round(perSecond(raw[round] as BetLoadReport))}, raw whole request ${Math.round(perSecond(whole[round] as BetLoadReport))} bets/s\n`);
      }
      await bench.app.outbox.drain();
      const violation = await verifyLedger(bench.db);
      if (violation) throw new Error(`ledger:verify after the load: ${violation.invariant}: ${violation.detail}`);
      const [oursMedian, rawMedian, wholeMedian] = [median(ours), median(raw), median(whole)];
      process.stdout.write(
        [
          betLine('ours (MakeBetWeb over HTTP)', oursMedian),
          betLine('raw SQL: the transaction', rawMedian),
          betLine('raw SQL: the whole request', wholeMedian),
          `  ours ÷ raw transaction ${(perSecond(oursMedian) / perSecond(rawMedian)).toFixed(2)} (target ≥ 0.5); ours ÷ raw whole request ${(perSecond(oursMedian) / perSecond(wholeMedian)).toFixed(2)}; errors 0`,
          '',
        ].join('\n'),
      );
      return { ours: asMeasurement(oursMedian), baseline: asMeasurement(rawMedian), baselineName: `bare pg loop, the same transaction, ${CLIENTS} connections`, unit: 'bets/s' };
    } finally {
      await bench.close();
    }
  },
};
