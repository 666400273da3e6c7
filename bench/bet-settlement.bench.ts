// What is measured (issue 12 "Speed"): settlement of 100,000 open bets (`BENCH_BETS` for another
// count) after a burst of results — bets settled a second — against the raw insert rate of the same
// rows, in the same run on a fresh PostgreSQL database.
//
// The rows: open bets on 100 football games of the scripted file feed, nine in ten singles and one
// in ten doubles, 1X2 and total 2.5, 10–100 roubles, spread over 1,000 funded players; each with its
// legs and its stake held on the ledger, written as placement leaves them by bulk inserts of a few
// thousand bets a transaction (bet-rows.ts) — that write is the baseline. Then every game's result
// is sent at once, and the real application's settlement worker (the one `npm run serve` runs: a
// pass a second, each bet settled in a unit of work of its own, its hold posted or voided, its
// return paid, its notices written to the outbox and delivered) settles them; the time from the
// burst to the last bet settled is measured. Afterwards every bet must be settled once, as its
// results say (bet-audit.ts), and the ledger must verify, else the benchmark fails.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { queryRows } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import { verifyLedger } from '../apps/server/src/modules/wallet/service';
import { auditBets } from '../apps/server/src/testing/bet-audit';
import { seeded } from '../apps/server/src/testing/bet-burst';
import type { FinalResult, Pick } from '../apps/server/src/testing/bet-oracle';
import { openTestDatabase } from '../apps/server/src/testing/databases';
import { FeedScriptProvider, FeedScriptWriter } from '../apps/server/src/testing/feed-script';
import { insertTestPlayer } from '../apps/server/src/testing/players';
import { footballGame } from '../apps/server/src/testing/scripted-feed';
import type { Benchmark } from './benchmark';
import { insertOpenBets, type RowBet, type RowPlayer } from './bet-rows';

const wanted = Number(process.env.BENCH_BETS ?? 100_000);
const BETS = Number.isInteger(wanted) && wanted >= 1_000 ? wanted : 100_000;
const GAMES = 100;
const PLAYERS = 1_000;
const CHUNK = 2_000;
/** Game ids stay below 214 748 364: the scripted fixtures' team ids must fit the feed store's integers. */
const FIRST_GAME = 151_000_000;
const picks: Pick[] = [{ type: 1 }, { type: 2 }, { type: 3 }, { type: 9 }, { type: 10 }];
const silent = pino({ level: 'silent' });
const count = (n: number) => Math.round(n).toLocaleString('en-US');

function finalOf(n: number): FinalResult {
  return { score: [(n * 7) % 4, (n * 5) % 3], cancelled: n % 25 === 7 };
}

export const benchmark: Benchmark = {
  name: 'bet-settlement',
  description: `settlement of ${count(BETS)} open bets after a burst of results (bets settled/s) vs the raw insert rate of the same rows`,
  async run() {
    const scratch = await openTestDatabase('postgres', { poolSize: 10 });
    const databaseUrl = scratch.url as string;
    const db = scratch.db;
    const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-bench-feed-'));
    const script = new FeedScriptWriter(path.join(scriptDir, 'feed.jsonl'));
    const games = Array.from({ length: GAMES }, (_, n) => FIRST_GAME + n * 10);
    for (const gameId of games) script.offer(gameId);
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await seedDatabase(db);
      const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }), database: scratch, logger: silent, feed: { providers: [new FeedScriptProvider(script.path)] } });
      await app.ready();
      await client.connect();
      try {
        const players: RowPlayer[] = [];
        let siteId = 0;
        let house = 0;
        for (let p = 0; p < PLAYERS; p++) {
          const player = await insertTestPlayer(db);
          siteId = player.siteId;
          await runInTransaction(db, async (uow) => {
            const account = await app.wallet.activeAccountOf(uow, player);
            await app.wallet.adjust(uow, { accountId: account.id, amount: 10n ** 9n, operator: 'bench', reason: 'funding', key: randomUUID() });
            house = await app.wallet.systemAccount(uow, player.siteId, 'house', 'RUB');
            players.push({ userId: player.id, account: account.id });
          });
        }
        const { fixture, markets } = footballGame(FIRST_GAME);
        const prices = new Map<number, number>(markets.flatMap((m) => m.outcomes.map((o) => [o.type, o.price] as const)));
        const next = seeded(7);
        const pickLeg = (gameId: number) => {
          const pick = picks[Math.floor(next() * picks.length)] ?? { type: 1 };
          return { gameId, pick, coefficient: prices.get(pick.type) ?? 2_000 };
        };
        const bets: RowBet[] = Array.from({ length: BETS }, (_, n) => {
          const first = games[Math.floor(next() * GAMES)] ?? FIRST_GAME;
          const second = games[(games.indexOf(first) + 1 + Math.floor(next() * (GAMES - 1))) % GAMES] ?? FIRST_GAME;
          const legs = next() < 0.1 ? [pickLeg(first), pickLeg(second)] : [pickLeg(first)];
          return { player: players[n % PLAYERS] as RowPlayer, stake: BigInt(1_000 + Math.floor(next() * 91) * 100), legs };
        });
        const terms = { siteId, house, start: fixture.start, constIdOf: (gameId: number) => gameId + 100_000_000 };

        const insertStarted = performance.now();
        const ids: number[] = [];
        for (let i = 0; i < BETS; i += CHUNK) ids.push(...(await insertOpenBets(client, terms, bets.slice(i, i + CHUNK))));
        const insertSeconds = (performance.now() - insertStarted) / 1000;
        process.stdout.write(`  ${count(BETS)} open bets written in ${insertSeconds.toFixed(1)} s (${count(BETS / insertSeconds)} bets/s)\n`);

        const finals = new Map(games.map((gameId, n) => [gameId, finalOf(n)]));
        const burst = performance.now();
        for (const [gameId, final] of finals) script.result(gameId, final.score, final.cancelled);
        let firstAt: number | undefined;
        for (let open = BETS; open > 0; ) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bets where status = 'accepted'`);
          open = row?.n ?? 0;
          if (open < BETS) firstAt ??= performance.now();
          const seconds = (performance.now() - burst) / 1000;
          if (Math.round(seconds * 2) % 20 === 0) process.stdout.write(`  ${seconds.toFixed(0)} s: ${count(BETS - open)} settled\n`);
          if (seconds > 3_600) throw new Error(`${open} bets are still open an hour after the results`);
        }
        const settleSeconds = (performance.now() - burst) / 1000;
        await app.outbox.drain();

        const audit = await auditBets(db, ids, finals);
        const violation = await verifyLedger(db);
        const [versions] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bet_settlements`);
        process.stdout.write(
          [
            `  ${count(BETS)} bets settled in ${settleSeconds.toFixed(1)} s after the burst of ${GAMES} results (the first within ${(((firstAt ?? burst) - burst) / 1000).toFixed(1)} s): ${count(BETS / settleSeconds)} bets/s`,
            `  settlement versions written ${count(versions?.n ?? 0)}; problems found by the audit ${audit.problems.length}${audit.problems[0] ? ` (the first: ${audit.problems[0]})` : ''}; ledger:verify ${violation ? `${violation.invariant}: ${violation.detail}` : 'ok'}`,
            `  settled ÷ raw insert ${(BETS / settleSeconds / (BETS / insertSeconds)).toFixed(3)}`,
            '',
          ].join('\n'),
        );
        if (audit.problems.length > 0 || violation || versions?.n !== BETS) throw new Error('settlement did not settle every bet once as its results say');
        const measured = (seconds: number) => ({ requestsPerSecond: BETS / seconds, latencyP50: 0, latencyP99: 0, requests: BETS });
        return { ours: measured(settleSeconds), baseline: measured(insertSeconds), baselineName: `bulk insert of the same open bets (${CHUNK} a transaction)`, unit: 'bets/s' };
      } finally {
        await app.close();
      }
    } finally {
      await client.end().catch(() => {});
      await scratch.close();
      fs.rmSync(scriptDir, { recursive: true, force: true });
    }
  },
};
