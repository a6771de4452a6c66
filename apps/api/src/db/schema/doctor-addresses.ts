import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { RecipientType } from '@portal/domain';
import { addressColumns, createdAt, id, updatedAt } from './columns.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * Spec §3 Doctor address per programme: where a doctor has kits (supplies) sent, saved from a
 * supply request and reused by the next one, with the recipient's name and type.
 */
export const doctorAddresses = pgTable('doctor_addresses', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  doctorId: integer('doctor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ...addressColumns(),
  recipientName: text('recipient_name').notNull(),
  recipientType: text('recipient_type').$type<RecipientType>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('doctor_addresses_doctor_idx').on(t.programId, t.doctorId)]);
