import { bigint, boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ConsentChannel, PatientReadSource, ProcedureType } from '@portal/domain';
import { timestampTz } from './columns.ts';
import { patients, procedures } from './procedures.ts';
import { programs } from './programs.ts';

/**
 * A patient's consents, append-only (LGPD art. 8 §5, art. 18 IX): every grant, refusal and
 * revocation per channel, with the version of the term, the time and the IP address. What holds
 * now is the newest row of each channel.
 */
export const patientConsents = pgTable('patient_consents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  patientId: integer('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' }),
  /** The link the patient used (null when a later tool records it). */
  procedureId: integer('procedure_id').references(() => procedures.id, { onDelete: 'set null' }),
  channel: text('channel').$type<ConsentChannel>().notNull(),
  granted: boolean('granted').notNull(),
  termVersion: text('term_version').notNull(),
  /** When that version of the term took effect (the programme's `consent_term_updated_at` then). */
  termDate: timestampTz('term_date'),
  ip: text('ip'),
  at: timestampTz('at').notNull().defaultNow(),
}, (t) => [index('patient_consents_patient_idx').on(t.patientId, t.channel, t.at)]);

/**
 * CPF attempts on the public link, for the limit per code and per IP address (kept in the
 * database so every API process counts the same attempts).
 */
export const patientLinkAttempts = pgTable('patient_link_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  ip: text('ip').notNull(),
  at: timestampTz('at').notNull().defaultNow(),
}, (t) => [index('patient_link_attempts_code_idx').on(t.code, t.at), index('patient_link_attempts_ip_idx').on(t.ip, t.at)]);

/**
 * Who was shown a patient without opening their record (decision 0064): list pages, the decision
 * queue, exports, the patient-care system's pages. One row per patient, reader, São Paulo day,
 * source and request type, counted by one upsert per page or export batch, for the patient's
 * privacy centre. Personal data: purged after PATIENT_READ_RETENTION_DAYS by the retention job.
 */
export const patientReads = pgTable('patient_reads', {
  patientId: integer('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' }),
  /** No foreign key, as in the audit trail: the record of a read outlives the reader's account. */
  readerId: integer('reader_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  source: text('source').$type<PatientReadSource>().notNull(),
  /** The list's or export's request type; '' when the source has none (a key column is never null). */
  requestType: text('request_type').$type<ProcedureType | ''>().notNull().default(''),
  count: integer('count').notNull().default(1),
  firstAt: timestampTz('first_at').notNull(),
  lastAt: timestampTz('last_at').notNull(),
}, (t) => [
  primaryKey({ name: 'patient_reads_pkey', columns: [t.patientId, t.day, t.readerId, t.source, t.requestType] }),
  index('patient_reads_day_idx').on(t.day),
]);
