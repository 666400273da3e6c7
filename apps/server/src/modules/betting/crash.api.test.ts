import { describe, expect, it } from 'vitest';
import { runBetFaults } from '../../testing/bet-faults';
import { moneyTestDatabaseKinds } from '../../testing/databases';

// A crash during a burst of bets and settlements (issue 12 "Tests that must exist"): the real server
// runs as its own process on a fresh PostgreSQL database with a feed the test writes
// (testing/scripted-server.ts): sixteen games, four of them live (their bets wait the brand's
// delay with the stake held). Eight players bet at once — singles, expresses and systems, one time
// in ten the same betGuid again — while games finish one after another and the server settles them;
// 40% of the way through the server is killed with SIGKILL and started again on the same database
// (testing/bet-faults.ts, which the betting fault benchmark runs with more bets and kills).
// A request without an answer is sent again, unchanged, until one comes. Afterwards every
// acknowledged bet is there exactly once and no bet that no player was told of; every repeated key
// was answered with its first bet; each bet held its stake once, was paid at most once per
// settlement version and settled as its games' results say (bet-audit.ts); each player's money is
// the funding less the stakes plus what came back; the outbox delivered everything; and
// `ops ledger:verify` passes. PostgreSQL only: PGlite does not fsync (DESIGN §7).

const kinds = await moneyTestDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('a server killed during a burst of bets and settlements (PostgreSQL)', () => {
  it('keeps every acknowledged bet once, pays none twice, settles each as its results say, and the ledger verifies', async () => {
    const run = await runBetFaults({ players: 8, bets: 320, games: 16, liveGames: 4, killAt: [0.4], funding: 1_000_000n, firstGame: 96_000_000 });

    expect(run.kills, 'the server was killed').toBe(1);
    // The kill came mid-burst: some requests were cut after they were sent.
    expect(run.books.reduce((n, b) => n + b.cut, 0)).toBeGreaterThan(0);
    expect(run.books.reduce((n, b) => n + b.repeatsWrong, 0), 'repeated keys answered with another bet or refused').toBe(0);
    expect(new Set(run.placed).size, 'one bet per acknowledged key').toBe(run.placed.length);
    expect(run.outbox.abandoned).toBe(0);

    // Exactly the acknowledged bets exist: none lost, none made twice, none unknown to the players.
    expect(run.lost).toEqual([]);
    expect(run.unknown).toEqual([]);
    expect(run.keyMismatches).toEqual([]);
    expect(run.audit.problems).toEqual([]);
    expect(run.moneyMismatches).toEqual([]);

    expect(run.verify.stderr).toBe('');
    expect(run.verify.code).toBe(0);
    expect(run.verify.stdout).toContain('ledger ok');
  }, 300_000);
});
