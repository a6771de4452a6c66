import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouncilRegistrationType, CouncilSpecialty, CouncilStatus } from '@portal/domain';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { programs } from './programs.ts';

export const users = pgTable('users', {
  id: id(),
  /** Stored lower-cased; unique case-insensitively. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  type: text('type', { enum: ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR'] }).notNull(),
  approved: boolean('approved').notNull().default(false),
  active: boolean('active').notNull().default(true),
  passwordHash: text('password_hash'),
  passwordExpiresAt: timestampTz('password_expires_at'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestampTz('locked_until'),
  blocked: boolean('blocked').notNull().default(false),
  anonymizedAt: timestampTz('anonymized_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  index('users_type_idx').on(t.type),
  // Serves the users list's default order (name, id) so a page stops after `take` rows.
  index('users_name_id_idx').on(t.name, t.id),
  // fastupdate off: no pending list to cost the planner a seq scan after bulk inserts (docs/decisions/0023-search-plans.md).
  index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
  index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
]);

export const doctors = pgTable('doctors', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** Digits only, leading zeros stripped. */
  crm: text('crm').notNull(),
  uf: text('uf').notNull(),
  cpf: text('cpf'),
  birthDate: date('birth_date'),
  /** Semicolon-joined list (spec §3). */
  workInstitutions: text('work_institutions'),
  /** The medical council's last answer for this CRM (decision 0055); UNVERIFIED until it answers. */
  councilStatus: text('council_status').$type<CouncilStatus>().notNull().default('UNVERIFIED'),
  councilType: text('council_type').$type<CouncilRegistrationType>(),
  /** The full name the council registers for the CRM. */
  councilName: text('council_name'),
  councilSpecialties: jsonb('council_specialties').$type<CouncilSpecialty[]>().notNull().default([]),
  /** When the council last answered for this CRM (a check while it was down changes nothing). */
  councilCheckedAt: timestampTz('council_checked_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('doctors_user_unique').on(t.userId),
  uniqueIndex('doctors_crm_uf_unique').on(t.crm, t.uf),
  // A contains-search on the CRM (the distribution's recipients): without it, every doctor is read.
  index('doctors_crm_trgm').using('gin', sql`${t.crm} gin_trgm_ops`).with({ fastupdate: false }),
  // The doctors list's filter by registration status.
  index('doctors_council_status_idx').on(t.councilStatus),
]);

/** Which programmes a user belongs to. */
export const programUsers = pgTable('program_users', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.programId] }), index('program_users_program_idx').on(t.programId)]);

/** Server-side sessions: opaque tokens stored as SHA-256 hashes, revocable. */
export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
  expiresAt: timestampTz('expires_at').notNull(),
  revokedAt: timestampTz('revoked_at'),
}, (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);
