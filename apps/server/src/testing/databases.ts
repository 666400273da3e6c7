import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '@stavka/db/client';

// Database tests run on PGlite always, and on PostgreSQL too where it answers (issue 2). Each
// PostgreSQL test gets a database of its own, dropped afterwards.

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresReachable: Promise<boolean> | undefined;

export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresReachable;
}

/** The database kinds to run a suite on: PGlite, plus PostgreSQL when reachable. */
export async function testDatabaseKinds(): Promise<DatabaseKind[]> {
  if (process.env.TEST_DATABASES === 'pglite') return ['pglite'];
  return (await isPostgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const name = `stavka_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
