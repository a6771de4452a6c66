import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { pgPoolOf } from '../db/pg-pool.ts';
import { pgRateLimitStore } from './rate-limit-store.ts';
import { countRateLimited } from '../metrics/plugin.ts';

/**
 * `@fastify/rate-limit` for the routes that name a limit. On PostgreSQL the counters live in the
 * database, shared by every API process (decision 0045); on the embedded database (one process)
 * the plugin's in-memory store is enough.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const pool = pgPoolOf(app.database);
  const store = pool && pgRateLimitStore(pool, (err) => app.log.warn({ err }, 'rate limits: sweeping expired windows failed'));
  // onExceeded: every route's 429 is counted in the metrics (decision 0046).
  await app.register(rateLimit, { global: false, onExceeded: countRateLimited, ...(store ? { store } : {}) });
}
