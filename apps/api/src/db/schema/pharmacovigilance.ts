import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CaseCoding } from '@portal/domain';
import { createdAt, id, updatedAt } from './columns.ts';
import { adverseEvents } from './adverse-events.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * Pharmacovigilance case versions (decision 0087): every triage or coding change of an adverse-event
 * report is a new row, numbered from 1; the report itself and earlier versions never change (the
 * database refuses UPDATE and DELETE, migration trigger).
 */
export const pvCaseVersions = pgTable('pv_case_versions', {
  id: id(),
  adverseEventId: integer('adverse_event_id').notNull().references(() => adverseEvents.id, { onDelete: 'restrict' }),
  version: integer('version').notNull(),
  coding: jsonb('coding').$type<CaseCoding>().notNull(),
  /** Whether the coding names a seriousness criterion: the queue's clock reads it without opening the JSON. */
  serious: boolean('serious').notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('pv_case_versions_event_version_unique').on(t.adverseEventId, t.version),
]);

/** A programme's E2B(R3) identifiers and the clock (decision 0088); a programme with no row uses the defaults. */
export const pvSettings = pgTable('pv_settings', {
  programId: integer('program_id').primaryKey().references(() => programs.id, { onDelete: 'cascade' }),
  senderId: text('sender_id').notNull(),
  receiverId: text('receiver_id').notNull(),
  senderOrganisation: text('sender_organisation').notNull(),
  companyCode: text('company_code').notNull(),
  seriousDays: integer('serious_days').notNull(),
  nonSeriousDays: integer('non_serious_days').notNull(),
  updatedAt: updatedAt(),
});

/** A MedDRA release the company uploaded for a programme (the portal ships none). */
export const meddraReleases = pgTable('meddra_releases', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  lltCount: integer('llt_count').notNull(),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('meddra_releases_program_idx').on(t.programId, t.id),
]);

/** The lowest level terms of a release, each with its preferred term; searched by name (trigram) or code prefix. */
export const meddraLlts = pgTable('meddra_llts', {
  releaseId: integer('release_id').notNull().references(() => meddraReleases.id, { onDelete: 'cascade' }),
  lltCode: text('llt_code').notNull(),
  lltName: text('llt_name').notNull(),
  ptCode: text('pt_code').notNull(),
  ptName: text('pt_name'),
  socCode: text('soc_code'),
  current: boolean('current').notNull(),
}, (t) => [
  primaryKey({ columns: [t.releaseId, t.lltCode] }),
  index('meddra_llts_name_trgm').using('gin', sql`${t.lltName} gin_trgm_ops`).with({ fastupdate: false }),
]);

/** Every E2B(R3) message the portal produced (the audit log holds who and when; this, what went out). */
export const pvExports = pgTable('pv_exports', {
  id: id(),
  adverseEventId: integer('adverse_event_id').notNull().references(() => adverseEvents.id, { onDelete: 'restrict' }),
  version: integer('version').notNull(),
  /** C.1.1 (and C.1.8.1), stable for the case: BR-{company code}-{protocol}. */
  safetyReportId: text('safety_report_id').notNull(),
  /** N.2.r.1, the message an acknowledgement names: C.1.1 and the version. */
  messageId: text('message_id').notNull(),
  batchId: text('batch_id').notNull(),
  exportedById: integer('exported_by_id').references(() => users.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
}, (t) => [
  index('pv_exports_event_idx').on(t.adverseEventId, t.id),
  index('pv_exports_report_idx').on(t.safetyReportId),
  index('pv_exports_message_idx').on(t.messageId),
]);

/** An acknowledgement from the authority's gateway (ACK.B.r.6: CA accepted, CR / AR rejected). */
export const pvAcknowledgements = pgTable('pv_acknowledgements', {
  id: id(),
  adverseEventId: integer('adverse_event_id').notNull().references(() => adverseEvents.id, { onDelete: 'restrict' }),
  accepted: boolean('accepted').notNull(),
  code: text('code').notNull(),
  message: text('message'),
  batchId: text('batch_id'),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
}, (t) => [
  index('pv_acknowledgements_event_idx').on(t.adverseEventId, t.id),
]);
