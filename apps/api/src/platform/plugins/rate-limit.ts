import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { pgPoolOf } from '#db/pg-pool.ts';
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

/** The signed-in user, whatever their address; the address only for a request without a session. */
function userRateKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;
}

/**
 * A limit per signed-in user, for routes only a session reaches (decision 0058): one clinic's
 * doctors behind one address each have the whole budget, and one user's budget is one across
 * addresses and processes. It runs at preHandler, after the guard has put the session on the request.
 */
export function perUserRateLimit(max: number, timeWindow = '1 minute') {
  return { hook: 'preHandler' as const, max, timeWindow, keyGenerator: userRateKey };
}
