import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { bets } from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { auditBets, moneyAfter, type Audit } from './bet-audit';
import { fundPlayers, runBettor, waitForBets, type BettorBooks } from './bet-burst';
import type { FinalResult } from './bet-oracle';
import { freePort, openTestDatabase } from './databases';
import { FeedScriptWriter } from './feed-script';
import { HttpPlayer } from './http-player';
import { lapseLeasesOfDeadServer, waitForOutboxDrained, type OutboxState } from './outbox-after-crash';
import { withoutCaptcha } from './players';
import { runOpsProcess, startServerProcess, type ServerProcess } from './server-process';

// A burst of bets and settlements against the real server killed along the way (the betting crash
// test kills it once, the betting fault benchmark several times): the server runs as its own process
// on a fresh PostgreSQL database with a feed written to a file (scripted-server.ts), some games live
// (their bets wait the brand's delay with the stake held). Players bet at once (bet-burst.ts:
// singles, expresses and systems, one time in ten the same betGuid again, a request without an answer
// sent again unchanged) while the line games finish one after another and the server settles them;
// at each share of the bets in `killAt` the server is killed with SIGKILL and started again on the
// same database. Afterwards the live games finish too, and the run reports what a player and an
// auditor would see: the bets acknowledged against the bets kept, each bet's stake and payouts
// (bet-audit.ts), each player's money against their own books, the outbox and `ops ledger:verify`.

export interface BetFaultOptions {
  players: number;
  /** Requests in the burst (new bets and repeats of earlier keys). */
  bets: number;
  games: number;
  /** Of `games`, how many are live; they finish after the burst. */
  liveGames: number;
  /** Shares of `bets` (0–1) after which the server is killed, in order. */
  killAt: readonly number[];
  /** Minor units each player is funded with. */
  funding: bigint;
  /** The first game's id; games are 10 apart (below 214 748 364: the scripted fixtures' team ids are integers). */
  firstGame: number;
  /** Lines of progress (kills), for a benchmark to print. */
  log?: (line: string) => void;
}

export interface BetFaultRun {
  books: BettorBooks[];
  /** Ids of the bets the players were told of. */
  placed: number[];
  /** Requests answered (new bets, repeats and refusals). */
  answered: number;
  kills: number;
  /** Seconds each restart took, from the kill to the server ready again. */
  restarts: number[];
  /** Seconds from the first bet to the last answer. */
  burstSeconds: number;
  /** Seconds from the last answer to every bet settled and the outbox delivered. */
  settleSeconds: number;
  /** Acknowledged bets not in the database. */
  lost: number[];
  /** Bets in the database no player was told of (a key that placed twice, or a phantom). */
  unknown: number[];
  /** Stored bets whose key its player had been answered with another bet for, or refused. */
  keyMismatches: string[];
  audit: Audit;
  /** Players whose money (the balance API) differs from their books, in words. */
  moneyMismatches: string[];
  outbox: OutboxState;
  verify: { code: number | null; stdout: string; stderr: string };
}

/** A game's result, fixed by its number: scores from 0:0 to 3:2, one in eight called off. */
export function finalOf(n: number): FinalResult {
  return { score: [(n * 7) % 4, (n * 5) % 3], cancelled: n % 8 === 5 };
}

export async function runBetFaults(options: BetFaultOptions): Promise<BetFaultRun> {
  const database = await openTestDatabase('postgres');
  const databaseUrl = database.url as string;
  const db = database.db;
  const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-feed-'));
  const script = new FeedScriptWriter(path.join(scriptDir, 'feed.jsonl'));
  const port = await freePort();
  const players: HttpPlayer[] = [];
  let server: ServerProcess | undefined;
  const start = () => startServerProcess({ databaseUrl, port, entry: 'scripted-server', args: [script.path] });
  try {
    await seedDatabase(db);
    await withoutCaptcha(db);
    const games = Array.from({ length: options.games }, (_, n) => options.firstGame + n * 10);
    const isLive = (gameId: number) => games.indexOf(gameId) < options.liveGames;
    for (const gameId of games) script.offer(gameId, { live: isLive(gameId) });
    server = await start();
    const origin = server.origin;

    const ids: number[] = [];
    for (let p = 0; p < options.players; p++) {
      const player = new HttpPlayer(() => origin);
      players.push(player);
      ids.push(await player.register());
    }
    await fundPlayers(db, ids, options.funding);

    const finals = new Map<number, FinalResult>();
    // Line games finish first, during the burst; the live ones after it, so their bets outlive their wait.
    const open = [...games.slice(options.liveGames), ...games.slice(0, options.liveGames)];
    const finishOne = () => {
      const gameId = open.shift();
      if (gameId === undefined) return;
      const final = finalOf(games.indexOf(gameId));
      finals.set(gameId, final);
      script.result(gameId, final.score, final.cancelled);
    };
    // All line games but one finish during the burst, evenly.
    const finishEvery = Math.max(1, Math.floor(options.bets / (options.games - options.liveGames)));
    const killsDue = options.killAt.map((share) => Math.max(1, Math.round(options.bets * share)));
    let budget = options.bets;
    let answered = 0;
    const restarts: number[] = [];
    const crashes: Promise<void>[] = [];
    const startedAt = performance.now();
    const crashAndRestart = async (n: number) => {
      const killedAt = performance.now();
      options.log?.(`SIGKILL ${n} of ${killsDue.length} after ${answered.toLocaleString('en-US')} answers (${((killedAt - startedAt) / 1000).toFixed(0)} s)`);
      await server?.kill();
      await lapseLeasesOfDeadServer(db);
      server = await start();
      restarts.push((performance.now() - killedAt) / 1000);
    };
    const books = await Promise.all(
      players.map((player, p) =>
        runBettor(player, p, {
          take: () => budget-- > 0,
          openGames: () => open,
          isLive,
          onAcknowledged: () => {
            answered++;
            if (answered % finishEvery === 0 && open.length > options.liveGames + 1) finishOne();
            if (crashes.length < killsDue.length && answered >= (killsDue[crashes.length] ?? Infinity)) {
              crashes.push(crashAndRestart(crashes.length + 1));
            }
          },
        }),
      ),
    );
    await Promise.all(crashes);
    const burstEnded = performance.now();
    const placed = books.flatMap((b) => [...b.placed.values()].map((bet) => bet.id));
    // The live bets' waits end (some began before a kill) before their games do.
    // The server decides waiting bets in the same pass as it settles, behind a restart's backlog.
    const settleWithin = 120_000 + options.bets * 100;
    await waitForBets(db, ids, ['waiting'], settleWithin);
    while (open.length > 0) finishOne();
    await waitForBets(db, ids, ['waiting', 'accepted'], settleWithin);
    const outbox = await waitForOutboxDrained(db, 60_000);
    const settleSeconds = (performance.now() - burstEnded) / 1000;

    const stored = await db.select({ id: bets.id, userId: bets.userId, guid: bets.betGuid }).from(bets).where(inArray(bets.userId, ids));
    const storedIds = new Set(stored.map((row) => row.id));
    const placedIds = new Set(placed);
    const keyMismatches: string[] = [];
    for (const [p, b] of books.entries()) {
      for (const row of stored.filter((r) => r.userId === ids[p])) {
        if (b.placed.has(row.guid) && b.placed.get(row.guid)?.id !== row.id) keyMismatches.push(`key ${row.guid} keeps bet ${row.id}, its player was told ${b.placed.get(row.guid)?.id}`);
        if (b.refused.has(row.guid)) keyMismatches.push(`key ${row.guid} was refused (${b.refused.get(row.guid)}) yet keeps bet ${row.id}`);
      }
    }

    const audit = await auditBets(db, placed, finals);
    const moneyMismatches: string[] = [];
    for (const [p, player] of players.entries()) {
      const mine = audit.bets.filter((b) => b.bet.userId === ids[p]);
      const expected = money(moneyAfter(options.funding, mine));
      const balance = await player.get('/account-api/user/balance');
      const active = (JSON.parse(balance.body) as { data: { accounts: { isActive: boolean; moneyExact: string }[] } }).data.accounts.find((a) => a.isActive);
      if (active?.moneyExact !== expected) moneyMismatches.push(`player ${ids[p]} has ${active?.moneyExact}, their books say ${expected}`);
    }
    const verify = await runOpsProcess(databaseUrl, ['ledger:verify']);

    return {
      books,
      placed,
      answered,
      kills: crashes.length,
      restarts,
      burstSeconds: (burstEnded - startedAt) / 1000,
      settleSeconds,
      lost: placed.filter((id) => !storedIds.has(id)),
      unknown: stored.filter((row) => !placedIds.has(row.id)).map((row) => row.id),
      keyMismatches,
      audit,
      moneyMismatches,
      outbox,
      verify,
    };
  } catch (error) {
    // A 5xx or a server that would not start: what the server wrote says why.
    const output = server?.output().trim();
    if (output && error instanceof Error) error.message += `\nthe server wrote:\n${output.slice(-4_000)}`;
    throw error;
  } finally {
    for (const player of players) player.close();
    await server?.stop();
    await database.close();
    fs.rmSync(scriptDir, { recursive: true, force: true });
  }
}

function money(minor: bigint): string {
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}
