import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';
import { GroupCommit } from '../lib/group-commit.ts';

/**
 * Hits: a fixed window per key, counted atomically by the server whichever process asks, on the
 * database's clock. An expired window restarts at the hits counted. Each key comes once, with how
 * many hits it carries (`n`) and its window; the answer is each key's count after them and the
 * window's remaining milliseconds, as @fastify/rate-limit's stores answer.
 */
const HITS = {
  name: 'rate-limit-hits',
  text: `insert into rate_limits as r (key, count, expires_at)
      select key, n, now() + ms * interval '1 millisecond' from unnest($1::text[], $2::integer[], $3::integer[]) as hit(key, n, ms)
    on conflict (key) do update set
      count = case when r.expires_at <= now() then excluded.count else r.count + excluded.count end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning key, count, ceil(extract(epoch from r.expires_at - now()) * 1000)::int as ttl`,
};
/** A statement's size stays bounded whatever the load. */
const MAX_HITS_PER_STATEMENT = 500;
const SWEEP = 'delete from rate_limits where expires_at < now()';
/** How often one process deletes expired windows (a window's row is reused until then). */
export const SWEEP_EVERY_MS = 60_000;

type Answer = Parameters<FastifyRateLimitStore['incr']>[1];
interface Hit { key: string; windowMs: number; answer: Answer }

/**
 * Counts hits in one statement. Hits of one key are counted in their order of arrival: the third
 * of five sees the count before them plus three.
 */
async function countHits(pool: pg.Pool, hits: Hit[]): Promise<void> {
  const byKey = new Map<string, Hit[]>();
  for (const hit of hits) {
    const same = byKey.get(hit.key);
    if (same) same.push(hit);
    else byKey.set(hit.key, [hit]);
  }
  const keys = [...byKey.keys()];
  let rows: { key: string; count: number; ttl: number }[];
  try {
    ({ rows } = await pool.query<{ key: string; count: number; ttl: number }>({
      ...HITS, values: [keys, keys.map((key) => byKey.get(key)!.length), keys.map((key) => byKey.get(key)![0]!.windowMs)],
    }));
  } catch (err) {
    for (const hit of hits) hit.answer(err instanceof Error ? err : new Error(String(err)));
    return;
  }
  const counted = new Map(rows.map((row) => [row.key, row]));
  for (const [key, same] of byKey) {
    const row = counted.get(key);
    same.forEach((hit, i) => (row
      ? hit.answer(null, { current: row.count - same.length + i + 1, ttl: Math.max(0, row.ttl) })
      : hit.answer(new Error('rate limits: a key was not counted'))));
  }
}

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
  // The hits that arrive while a statement runs are counted together in the next (group commit).
  const hits = new GroupCommit<Hit>(MAX_HITS_PER_STATEMENT, (batch) => countHits(pool, batch));
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

    incr(key: string, answer: Answer, timeWindow: number): void {
      hits.add({ key: createHash('sha256').update(this.prefix).update(key).digest('base64url'), windowMs: timeWindow, answer });
      sweep();
    }

    child(routeOptions: StoreOptions): FastifyRateLimitStore {
      const info = routeOptions.routeInfo;
      return new PgRateLimitStore(routeOptions, `${String(info?.method)}|${info?.url}|`);
    }
  }
  return PgRateLimitStore;
}
