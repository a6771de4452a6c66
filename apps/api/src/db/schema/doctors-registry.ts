import { sql } from 'drizzle-orm';
import type { CouncilStatus } from '@portal/domain';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { userGroups } from './groups.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * The doctors a programme knows by CRM (spec §4 Doctor registration): rows imported from a
 * spreadsheet. A CRM here whose doctor has no user in the programme is "unregistered"; once that
 * doctor signs up, the user (pre-registration, then registered) is what the list shows, once.
 */
export const programDoctors = pgTable('program_doctors', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  /** Digits only, leading zeros stripped. */
  crm: text('crm').notNull(),
  uf: text('uf').notNull(),
  name: text('name').notNull(),
  /** Digits only. */
  phone: text('phone').notNull(),
  /** Lower-cased. */
  email: text('email').notNull(),
  /** Digits only. */
  cpf: text('cpf').notNull(),
  /** The programme's specialty user group the spreadsheet named. */
  specialtyGroupId: integer('specialty_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
  /** Who imported the row: they and those above them see it (the hierarchy). */
  importedById: integer('imported_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** The medical council's last answer for the CRM, asked by a job after the import (decision 0076); UNVERIFIED until it answers. */
  councilStatus: text('council_status').$type<CouncilStatus>().notNull().default('UNVERIFIED'),
  /** When the council last answered for this row. */
  councilCheckedAt: timestampTz('council_checked_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('program_doctors_program_crm_uf_unique').on(t.programId, t.crm, t.uf),
  // The list's order (name, id) within a programme, so a page stops after `take` rows.
  index('program_doctors_program_name_idx').on(t.programId, t.name, t.id),
  index('program_doctors_imported_by_idx').on(t.importedById),
  index('program_doctors_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
  index('program_doctors_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
]);

/** One-time notices a user has seen (remembered on the server, per user). */
export const userNoticesSeen = pgTable('user_notices_seen', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  notice: text('notice').notNull(),
  seenAt: timestampTz('seen_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.notice] })]);
