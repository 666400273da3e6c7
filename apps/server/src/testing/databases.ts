import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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

/**
 * The database kinds of a money test (DESIGN §1, issue 11): PostgreSQL always, with real
 * concurrency, plus PGlite. In CI (`CI` set) an unreachable PostgreSQL fails the suite rather than
 * skipping the money tests; elsewhere `TEST_DATABASES=pglite` still runs them on PGlite alone.
 */
export async function moneyTestDatabaseKinds(): Promise<DatabaseKind[]> {
  const ci = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
  if (await isPostgresReachable()) return process.env.TEST_DATABASES === 'pglite' && !ci ? ['pglite'] : ['pglite', 'postgres'];
  if (ci) throw new Error(`money tests need PostgreSQL in CI, and none answers at ${ADMIN_URL}`);
  return ['pglite'];
}

export async function openTestDatabase(kind: DatabaseKind, options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', image: await migratedPgliteImage() });
  const name = `stavka_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: options.poolSize ?? 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

// A new PGlite cluster takes about 2 s to initialise and migrate, and most test files open several.
// The migrated cluster is dumped once per set of migrations (a file in the temporary directory
// that every test worker shares) and each test database starts from it, in about a fifth of the
// time. Its name carries a hash of the migrations and of PGlite's version, so a changed migration
// makes a new image; `openDatabase` still runs the migrator, which finds nothing left to apply.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const migrationsDir = path.join(repoRoot, 'packages/db/migrations');
let pgliteImage: Promise<Blob> | undefined;

function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const hash = createHash('sha256');
    hash.update(fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
    for (const file of fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(migrationsDir, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
    const file = path.join(os.tmpdir(), `stavka-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({ kind: 'pglite' });
    if (!handle.dump) throw new Error('a PGlite handle dumps its data directory');
    const dumped = await handle.dump();
    await handle.close();
    // Written aside and renamed, so a worker never reads another's half-written image.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
    fs.renameSync(partial, file);
    return dumped;
  })();
  return pgliteImage;
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

/** A port nobody listens on now (for a server whose configuration must name its port up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
