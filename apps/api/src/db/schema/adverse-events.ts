import { boolean, date, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdverseEventOutcome, AdverseEventReporter } from '@portal/domain';
import { createdAt, id } from './columns.ts';
import { products } from './catalog.ts';
import { procedures } from './procedures.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/** The running number of adverse-event protocols (FV-YYYY-NNNNNN). */
export const adverseEventProtocolSeq = pgSequence('adverse_event_protocol_seq', { startWith: 1 });

/**
 * Suspected adverse event reports (RDC 406/2020). Append-only: the database refuses UPDATE, DELETE
 * and TRUNCATE (migration trigger), so a report is kept exactly as received; a follow-up is a new report.
 */
export const adverseEvents = pgTable('adverse_events', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  protocol: text('protocol').notNull(),
  reporterType: text('reporter_type').$type<AdverseEventReporter>().notNull(),
  /** The signed-in doctor; null for a patient reporting from the public link. */
  reportedById: integer('reported_by_id').references(() => users.id, { onDelete: 'restrict' }),
  /** The procedure whose public link the patient used. */
  procedureId: integer('procedure_id').references(() => procedures.id, { onDelete: 'restrict' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  patientInitials: text('patient_initials'),
  patientBirthDate: date('patient_birth_date', { mode: 'string' }),
  reporterName: text('reporter_name').notNull(),
  reporterContact: text('reporter_contact').notNull(),
  description: text('description').notNull(),
  onsetDate: date('onset_date', { mode: 'string' }).notNull(),
  serious: boolean('serious').notNull(),
  outcome: text('outcome').$type<AdverseEventOutcome>().notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('adverse_events_protocol_unique').on(t.protocol),
  index('adverse_events_program_created_idx').on(t.programId, t.createdAt),
]);
