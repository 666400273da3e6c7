import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The one database type every repository takes: PGlite and PostgreSQL look the same to it. Without
 * drizzle's relational queries (`db.query.…`, unused here): given the schema, drizzle builds a query
 * helper for each of its tables on every transaction it opens, which a bet paid for each time.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection string (leader election takes a connection of its own); absent for PGlite. */
  url?: string;
  /** Throws when the database cannot answer a trivial query (readiness). */
  ping(): Promise<void>;
  /** PGlite only: its data directory as a tarball, for `image` (tests start from a migrated one). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string | undefined /* undefined: in memory */;
      /** A data directory dumped before (`dumpDataDir`) to start from instead of an empty cluster. */
      image?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number | undefined; onIdleError?: ((error: Error) => void) | undefined };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Opens the database and brings its schema up to date (migrations run at start, DESIGN §7). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    const client = await PGlite.create({
      ...(target.dataDir === undefined ? {} : { dataDir: target.dataDir }),
      ...(target.image === undefined ? {} : { loadDataDir: target.image }),
    });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      dump: () => client.dumpDataDir('none'),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle connection the server ends (restart, failover, a forced drop) must not crash the
  // process: the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => target.onIdleError?.(error));
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    url: target.url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * The rows of a raw SQL query. PGlite and node-postgres both answer `{ rows }`; drizzle's shared
 * type does not say so, and this is the one place that knows it.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
