import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLeaderElection, type LeaderElection } from './leader-lock';

// Leader election on a real PostgreSQL (DESIGN §7): of the processes competing for one lock,
// exactly one leads; when it stops, or its connection is cut, another takes over.

const URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// How long a hand-over may take at most: a few rounds of 50 ms alone, but PostgreSQL may be busy
// with the other test files running beside this one (CI runs two at once).
const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

let available = false;
beforeAll(async () => {
  available = await reachable();
});

describe('leader election', { timeout: 60_000 }, () => {
  const elections: LeaderElection[] = [];
  afterEach(async () => {
    for (const election of elections.splice(0)) await election.stop();
  });

  /** Competitors for one lock of this test's own, each recording what it was told. */
  const compete = (count: number) => {
    const key = BigInt(`0x${randomBytes(6).toString('hex')}`);
    const tag = randomBytes(4).toString('hex');
    return Array.from({ length: count }, (_, i) => {
      const told: string[] = [];
      const name = `stavka-test-${tag}-${i}`;
      const election = startLeaderElection({
        url: URL,
        key,
        name,
        intervalMs: 50,
        onLead: () => void told.push('lead'),
        onLost: () => void told.push('lost'),
      });
      elections.push(election);
      return { election, told, name };
    });
  };

  it('elects exactly one of several processes', async (ctx) => {
    if (!available) return ctx.skip();
    const all = compete(3);
    await until(() => all.some((c) => c.election.leading));
    await new Promise((r) => setTimeout(r, 300)); // several more rounds
    expect(all.filter((c) => c.election.leading)).toHaveLength(1);
    expect(all.flatMap((c) => c.told)).toEqual(['lead']);
  });

  it('hands over when the leader stops', async (ctx) => {
    if (!available) return ctx.skip();
    const [a, b] = compete(2);
    await until(() => a?.election.leading === true || b?.election.leading === true);
    const [leader, other] = a?.election.leading ? [a, b] : [b, a];
    await leader?.election.stop();
    await until(() => other?.election.leading === true);
    expect(other?.told).toEqual(['lead']);
  });

  it('stops leading when its connection is cut, and another takes over', async (ctx) => {
    if (!available) return ctx.skip();
    const [a, b] = compete(2);
    await until(() => a?.election.leading === true || b?.election.leading === true);
    const [leader, other] = a?.election.leading ? [a, b] : [b, a];
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [leader?.name]);
    await admin.end();
    await until(() => leader?.told.includes('lost') === true && other?.election.leading === true);
    expect(leader?.election.leading).toBe(false);
    expect(other?.told).toEqual(['lead']);
  });
});
