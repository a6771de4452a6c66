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
  /** PostgreSQL: the longest wait for a connection, new or from the pool (DEFAULT_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number | undefined;
  /**
   * PostgreSQL: the server's `statement_timeout` on the pool's connections; undefined or 0 for none.
   * The API sets it (DATABASE_STATEMENT_TIMEOUT_MS, decision 0062); scripts and migrations run without.
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * PostgreSQL connections per API process unless DATABASE_POOL_SIZE says otherwise (decision 0033):
 * a list query holds one for about a millisecond, so at the bench's 1,000–2,000 requests per second
 * two or three are busy on average; the rest absorb bursts and slow statements (exports, counts).
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Decision 0062: a request waits at most this long for a PostgreSQL connection (opening one, or a
 * free one of the pool) before it answers 503 `databaseUnavailable`. A healthy server connects in
 * milliseconds; a stopped one refuses at once; this bounds an unreachable host or a full pool.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;

/** TCP keepalive on every connection, so a peer that vanished without closing is noticed. */
const KEEP_ALIVE_DELAY_MS = 10_000;

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
async function withAdvisoryLock<T>(connection: pg.ClientConfig, work: () => Promise<T>, log: (message: string) => void): Promise<T> {
  const client = new pg.Client(connection);
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

/**
 * A lost connection never ends the process (decision 0062). node-postgres emits 'error' on a client
 * whose server went away; with no listener that is an uncaught exception. The pool listens on idle
 * clients only, so every client gets its own listener for the time it is checked out (a
 * transaction waiting between statements): the statement in progress fails with the same error
 * (answered 503), and the pool discards the client on release.
 */
function watchConnections(pool: pg.Pool): void {
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
  pool.on('connect', (client) => {
    client.on('error', (err) => console.warn(`database: connection lost while in use (${err.message})`));
  });
}

/** Runs `work` on a connection of its own, closed afterwards. */
async function onOwnConnection<T>(connection: pg.ClientConfig, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connection);
  client.on('error', (err) => console.warn(`database: migration connection lost (${err.message})`));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? DEFAULT_POOL_SIZE;
    // The dedicated connections (migrations, the migration lock) wait as long as they must: no statement timeout.
    const connection: pg.ClientConfig = {
      connectionString: opts.databaseUrl,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    };
    const statementTimeout = opts.statementTimeoutMs ?? 0;
    // No JIT on the pool's connections (decision 0107): every statement the API sends is a read or
    // write of milliseconds, and an estimate past `jit_above_cost` made one pay ~90 ms to compile it.
    const pool = new pg.Pool({ ...connection, max, options: '-c jit=off', ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}) });
    watchConnections(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => onOwnConnection(connection, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder })),
      withMigrationLock: (work, log = console.warn) => withAdvisoryLock(connection, work, log),
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
