import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Each programme's doctors as its doctors list shows them (`listDoctors`: its doctor users, and the
 * registry's CRMs no doctor user of the programme holds), one row per CRM and UF, kept by statement
 * triggers on `users`, `doctors`, `program_users` and `program_doctors` (migration 0048). The top
 * bar's search reads this one table, which PostgreSQL plans in a fifth of the time the list's
 * union of joins takes (decision 0107). Only the triggers write it.
 */
export const doctorDirectory = pgTable('doctor_directory', {
  programId: integer('program_id').notNull(),
  crm: text('crm').notNull(),
  uf: text('uf').notNull(),
  /** The doctors list's id: the doctor record's id, or `r<id>` for a registry row. */
  id: text('id').notNull(),
  /** The doctor user, none for a registry row. */
  userId: integer('user_id'),
  /** Whose subtree shows the row (the hierarchy): the doctor user themself, or who imported the registry row. */
  reachId: integer('reach_id'),
  name: text('name').notNull(),
  /** The list's order after the name: the user's id, or the registry row's, then members (0) before registry rows (1). */
  sortId: integer('sort_id').notNull(),
  kind: smallint('kind').notNull(),
  /** Name and e-mail, lower-cased, on two lines: what a term matches. */
  search: text('search').notNull(),
}, (t) => [
  primaryKey({ name: 'doctor_directory_pkey', columns: [t.programId, t.crm, t.uf] }),
  index('doctor_directory_program_name_idx').on(t.programId, t.name, t.sortId, t.kind),
  index('doctor_directory_user_idx').on(t.userId),
  index('doctor_directory_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`).with({ fastupdate: false }),
]);
