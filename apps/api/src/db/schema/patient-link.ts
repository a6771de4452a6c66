import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ConsentChannel } from '@portal/domain';
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
