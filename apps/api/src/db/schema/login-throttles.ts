import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Failed-login counters (decision 0022). One row per throttle key: an e-mail from one address, an
 * e-mail from anywhere, one address, or one trusted device. Keys and accounts are hashes of the
 * submitted e-mail, so unknown addresses throttle exactly like real ones and no e-mail is stored.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  /** Hash of the e-mail the key belongs to (null for a per-address key), to clear an account's keys at once. */
  account: text('account'),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestampTz('last_failure_at').notNull(),
  lockedUntil: timestampTz('locked_until'),
}, (t) => [index('login_throttles_account_idx').on(t.account)]);
