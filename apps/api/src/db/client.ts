import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the portal's migration lock: on PostgreSQL a session advisory lock on a
   * connection of its own, so processes starting together migrate and seed one after another
   * (the next finds nothing left to do); on PGlite, one process by construction, it just runs.
   */
  withMigrationLock<T>(work: () => Promise<T>, log?: (message: string) => void): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: an uncompressed tarball of the data directory, loadable with `loadDataDir`. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections right now (PGlite has one connection and no pool). */
  poolStats?(): PoolStats;
}

export interface PoolStats { open: number; idle: number; waiting: number; max: number }

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite dump (from dumpDataDir) to start from, used to share one migrated template in tests. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL connections to keep; defaults to DEFAULT_POOL_SIZE. */
  poolSize?: number | undefined;
}

/**
 * PostgreSQL connections per API process unless DATABASE_POOL_SIZE says otherwise (decision 0033):
 * a list query holds one for about a millisecond, so at the bench's 1,000–2,000 requests per second
 * two or three are busy on average; the rest absorb bursts and slow statements (exports, counts).
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The advisory lock key of migrations and the demo seed, fixed for every version of the portal so
 * an old process and a new one exclude each other. Advisory locks are per database.
 */
export const MIGRATION_LOCK_KEY = 7_264_419_044n;

/**
 * Holds the migration lock on a dedicated connection while `work` runs (its queries use the pool).
 * If the process dies the connection closes and PostgreSQL releases the lock, so nobody waits for
 * a dead holder.
 */
async function withAdvisoryLock<T>(connectionString: string, work: () => Promise<T>, log: (message: string) => void): Promise<T> {
  const client = new pg.Client({ connectionString });
  client.on('error', (err) => log(`database: migration lock connection lost (${err.message})`));
  await client.connect();
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (!rows[0]?.locked) {
      log('database: another process is migrating; waiting for the migration lock');
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    await client.end();
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { databaseUrl } = opts;
    const max = opts.poolSize ?? DEFAULT_POOL_SIZE;
    const pool = new pg.Pool({ connectionString: databaseUrl, max });
    // An idle client can be cut by the server (restart, failover, a dropped database); without a
    // listener node-postgres rethrows that as an uncaught exception. The pool replaces the client.
    pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      withMigrationLock: (work, log = console.warn) => withAdvisoryLock(databaseUrl, work, log),
      close: () => pool.end(),
      poolStats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  if (opts.dataDir) await fs.mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    withMigrationLock: (work) => work(),
    close: () => client.close(),
    // Uncompressed: each test file loads it, and gunzip was about 40% of an open's CPU (decision 0047).
    dump: () => client.dumpDataDir('none'),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
