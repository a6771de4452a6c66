import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { users } from './users.ts';

/**
 * Single-use links that let a user set a password (the first-password invitation and the password
 * reset) or confirm a new login e-mail (its hash also binds the address). Only the SHA-256 of the
 * token is stored; a link is spent once (`usedAt`) or expires.
 */
export const accountTokens = pgTable('account_tokens', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['INVITATION', 'PASSWORD_RESET', 'EMAIL_CHANGE'] }).notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
  index('account_tokens_user_idx').on(t.userId, t.purpose),
]);
