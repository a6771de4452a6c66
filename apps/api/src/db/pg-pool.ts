import type pg from 'pg';
import type { Database } from './client.ts';

/**
 * The node-postgres pool under a PostgreSQL database (none under PGlite), for the infrastructure
 * that talks to the server directly: the shared rate-limit store and the cache-invalidation channel.
 */
export function pgPoolOf(database: Database): pg.Pool | undefined {
  return database.kind === 'postgres' ? (database.db as unknown as { $client: pg.Pool }).$client : undefined;
}
