import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

/**
 * One hit: a fixed window per key, counted atomically by the server whichever process asks, on
 * the database's clock. An expired window restarts at 1. Answers the count and the window's
 * remaining milliseconds, as @fastify/rate-limit's stores do.
 */
const HIT = {
  name: 'rate-limit-hit',
  text: `insert into rate_limits as r (key, count, expires_at) values ($1, 1, now() + $2 * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.expires_at <= now() then 1 else r.count + 1 end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning count, ceil(extract(epoch from r.expires_at - now()) * 1000)::int as ttl`,
};
const SWEEP = 'delete from rate_limits where expires_at < now()';
/** How often one process deletes expired windows (a window's row is reused until then). */
export const SWEEP_EVERY_MS = 60_000;

type Incr = FastifyRateLimitStore['incr'];
/** What the plugin hands a store: the merged limit options, and the route for a route's own limit. */
type StoreOptions = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A `@fastify/rate-limit` store on PostgreSQL (decision 0045), so a limit of N is N across every API
 * process rather than N per process. Keys (address, e-mail) are stored as SHA-256 hashes.
 * `continueExceeding` and `exponentialBackoff` are not supported: a route asking for them fails
 * at start rather than being limited differently than it says.
 */
export function pgRateLimitStore(pool: pg.Pool, log: (err: Error) => void): FastifyRateLimitStoreCtor {
  let nextSweep = Date.now() + SWEEP_EVERY_MS;
  const sweep = () => {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + SWEEP_EVERY_MS;
    pool.query(SWEEP).catch(log);
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions, prefix = 'global|') {
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('the PostgreSQL rate-limit store keeps fixed windows only');
      this.prefix = prefix;
    }

    incr(key: string, callback: Parameters<Incr>[1], timeWindow: number): void {
      const hashed = createHash('sha256').update(this.prefix).update(key).digest('base64url');
      pool.query<{ count: number; ttl: number }>({ ...HIT, values: [hashed, timeWindow] }).then(
        ({ rows: [row] }) => callback(null, { current: row!.count, ttl: Math.max(0, row!.ttl) }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
      sweep();
    }

    child(routeOptions: StoreOptions): FastifyRateLimitStore {
      const info = routeOptions.routeInfo;
      return new PgRateLimitStore(routeOptions, `${String(info?.method)}|${info?.url}|`);
    }
  }
  return PgRateLimitStore;
}
