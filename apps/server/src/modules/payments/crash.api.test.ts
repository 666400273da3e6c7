import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@stavka/db/client';
import { payments, walletAccounts } from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { fromMinorUnits } from '@stavka/domain/money';
import { freePort, moneyTestDatabaseKinds, openTestDatabase } from '../../testing/databases';
import { HttpPlayer } from '../../testing/http-player';
import { lapseLeasesOfDeadServer, waitForOutboxDrained } from '../../testing/outbox-after-crash';
import { depositBySandbox, withdrawToCard, type Attempts, type PaymentOutcome } from '../../testing/payment-flow';
import { withoutCaptcha } from '../../testing/players';
import { runOpsProcess, startServerProcess, type ServerProcess } from '../../testing/server-process';

// A crash during payments (issue 11 "Tests that must exist"): the real server runs as its own
// process on a fresh PostgreSQL database; players deposit (request, then approval on the sandbox
// provider's page, whose signed notification comes back over HTTP through the outbox) and request
// withdrawals, eight at a time; a third of the way through the server is killed with SIGKILL and
// started again on the same database. Clients do what a careful client does: a request without an
// answer is sent again with the same idempotency key until one comes. Then every acknowledged
// deposit must be credited exactly once, every acknowledged withdrawal held exactly once, no
// payment may exist that no client was given, each balance must be what the player's own
// bookkeeping says, and `ops ledger:verify` must pass. PostgreSQL only: PGlite does not fsync, a
// killed process may leave it broken, and it is not for money in production (DESIGN §7).

const PLAYERS = 8;
const OPERATIONS_PER_PLAYER = 15;
/** The crash comes once this share of all operations has been acknowledged. */
const CRASH_AT_SHARE = 0.35;
const SCALE = 2; // RUB

interface Operation {
  kind: 'deposit' | 'withdrawal';
  /** Whole roubles, as the player types them. */
  roubles: number;
  key: string;
  attempts: Attempts;
  outcome?: PaymentOutcome;
}

/** Each player's operations: a first deposit, then two deposits to each withdrawal, amounts varied. */
function planOf(player: number): Operation[] {
  return Array.from({ length: OPERATIONS_PER_PLAYER }, (_, n) => ({
    kind: n % 3 === 2 ? 'withdrawal' : 'deposit',
    roubles: n === 0 ? 2000 : 100 + ((n * 37 + player * 11) % 9) * 100,
    key: randomUUID(),
    attempts: { retried: false, cut: false },
  }));
}

const minor = (roubles: number) => BigInt(roubles) * 100n;
const sum = (ops: Operation[]) => ops.reduce((total, op) => total + minor(op.roubles), 0n);

const kinds = await moneyTestDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('a server killed during a burst of payments (PostgreSQL)', () => {
  it('keeps every acknowledged deposit and withdrawal exactly once, doubles nothing, and the ledger verifies', async () => {
    const database = await openTestDatabase('postgres');
    const databaseUrl = database.url as string;
    const db = database.db;
    const port = await freePort();
    let server: ServerProcess | undefined;
    const players: HttpPlayer[] = [];
    try {
      await seedDatabase(db);
      await withoutCaptcha(db);
      server = await startServerProcess({ databaseUrl, port });
      const origin = server.origin;

      const plans = Array.from({ length: PLAYERS }, (_, p) => planOf(p));
      const ids: number[] = [];
      for (let p = 0; p < PLAYERS; p++) {
        const player = new HttpPlayer(() => origin);
        players.push(player);
        ids.push(await player.register());
      }

      const crashAt = Math.round(PLAYERS * OPERATIONS_PER_PLAYER * CRASH_AT_SHARE);
      let acknowledged = 0;
      let crash: Promise<void> | undefined;
      const crashAndRestart = async () => {
        await server?.kill();
        await lapseLeasesOfDeadServer(db);
        server = await startServerProcess({ databaseUrl, port });
      };

      await Promise.all(
        players.map(async (player, p) => {
          for (const op of plans[p] ?? []) {
            const amount = String(op.roubles);
            op.outcome = op.kind === 'deposit' ? await depositBySandbox(player, amount, op.key, op.attempts) : await withdrawToCard(player, amount, op.key, op.attempts);
            if (++acknowledged === crashAt) crash = crashAndRestart();
          }
        }),
      );
      expect(crash, 'the server was killed').toBeDefined();
      await crash;
      // The kill came mid-burst: some requests were cut after they were sent.
      expect(plans.flat().filter((op) => op.attempts.cut).length).toBeGreaterThan(0);

      const drained = await waitForOutboxDrained(db, 60_000);
      expect(drained.abandoned).toBe(0);

      for (const [p, plan] of plans.entries()) {
        const accepted = plan.filter((op) => op.outcome?.kind === 'accepted');
        // A withdrawal may be refused while the deposits before it wait for the provider's notification.
        for (const op of plan.filter((o) => o.outcome?.kind === 'refused')) {
          expect(op.kind).toBe('withdrawal');
          expect(op.outcome).toMatchObject({ status: 400, body: expect.stringContaining('insufficient_funds') });
        }
        const given = accepted.map((op) => (op.outcome?.kind === 'accepted' ? op.outcome.paymentId : ''));
        expect(new Set(given).size, 'one payment per operation').toBe(accepted.length);

        // Exactly the acknowledged payments exist: none lost, none made twice, none unknown to the client.
        const stored = await db
          .select({ id: payments.id, direction: payments.direction, status: payments.status, amount: payments.amount, userId: payments.userId })
          .from(payments)
          .where(sql`${payments.userId} = ${ids[p]}`);
        expect(stored.map((row) => row.id).sort()).toEqual([...given].sort());
        for (const op of accepted) {
          const row = stored.find((r) => op.outcome?.kind === 'accepted' && r.id === op.outcome.paymentId);
          expect(row).toMatchObject({ direction: op.kind, status: op.kind === 'deposit' ? 'completed' : 'requested', amount: minor(op.roubles) });
        }

        // Each payment moved money once: a deposit's credit, a withdrawal's hold.
        const transfers = await queryRows<{ payment: string; phase: string; amount: string; n: number }>(
          db,
          sql`select meta->>'payment' as payment, phase, amount::text, count(*)::int as n from wallet_transfers
              where meta->>'payment' in (${sql.join(given.map((id) => sql`${id}`), sql`, `)}) group by 1, 2, 3`,
        );
        expect(transfers).toHaveLength(accepted.length);
        for (const op of accepted) {
          const id = op.outcome?.kind === 'accepted' ? op.outcome.paymentId : '';
          expect(transfers.find((t) => t.payment === id)).toEqual({ payment: id, phase: op.kind === 'deposit' ? 'single' : 'pending', amount: String(minor(op.roubles)), n: 1 });
        }

        // The balance is what the player's own bookkeeping says, in the database and on the API.
        const deposited = sum(accepted.filter((op) => op.kind === 'deposit'));
        const withdrawn = sum(accepted.filter((op) => op.kind === 'withdrawal'));
        const [account] = await db.select({ balance: walletAccounts.balance, held: walletAccounts.held }).from(walletAccounts).where(inArray(walletAccounts.userId, [ids[p] ?? 0]));
        expect(account).toEqual({ balance: deposited, held: withdrawn });
        const balance = await players[p]?.get('/account-api/user/balance');
        const active = (JSON.parse(balance?.body ?? '{}') as { data: { accounts: { isActive: boolean; moneyExact: string }[] } }).data.accounts.find((a) => a.isActive);
        expect(active?.moneyExact).toBe(fromMinorUnits(deposited - withdrawn, SCALE));
      }

      const verified = await runOpsProcess(databaseUrl, ['ledger:verify']);
      expect(verified.stderr).toBe('');
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain('ledger ok');
    } finally {
      for (const player of players) player.close();
      await server?.stop();
      await database.close();
    }
  }, 240_000);
});
