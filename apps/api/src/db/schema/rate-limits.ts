import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Request counters of `@fastify/rate-limit` when the portal runs on PostgreSQL (decision 0045):
 * one row per limit key and window, shared by every API process. The migration creates it
 * UNLOGGED (Drizzle cannot say so): counters need no crash safety or replication, and skipping
 * the WAL keeps the one upsert per limited request cheap. Keys are hashes (no address or e-mail).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});
