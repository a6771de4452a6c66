import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * The API processes listening for micro-cache invalidations on PostgreSQL (decision 0099): one row
 * per listening connection, renewed about every second. A process trusts its caches only while its
 * lease holds, and a write waits, before it answers, for every process listed here to acknowledge
 * its notification or to let its lease run out. UNLOGGED in the migration, like `rate_limits`: a
 * lease needs no crash safety, and after a crash every process starts from empty caches anyway.
 */
export const cacheListeners = pgTable('cache_listeners', {
  id: text('id').primaryKey(),
  expiresAt: timestampTz('expires_at').notNull(),
});
