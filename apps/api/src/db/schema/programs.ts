import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

export const clients = pgTable('clients', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('clients_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)]);

export const programs = pgTable('programs', {
  id: id(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  slug: text('slug'),
  /** Comma-separated module names (spec §1). */
  modules: text('modules').notNull().default(''),
  logoUrl: text('logo_url'),
  consentTerm: text('consent_term'),
  /** When the consent term's text last changed: the date a patient reads as its version. */
  consentTermUpdatedAt: timestampTz('consent_term_updated_at').notNull().defaultNow(),
  styles: text('styles'),
  wsAcessoCode: text('ws_acesso_code'),
  customHtmlFooter: text('custom_html_footer'),
  allowSpecialtyDuringSignup: boolean('allow_specialty_during_signup').notNull().default(false),
  /** At least one specialty at signup (spec §5); the field shows when allowed or required. */
  requireSpecialtyDuringSignup: boolean('require_specialty_during_signup').notNull().default(false),
  requireCpfDuringSignup: boolean('require_cpf_during_signup').notNull().default(false),
  requireWorkInstitutionsDuringSignup: boolean('require_work_institutions_during_signup').notNull().default(false),
  customMessageInvalidCrm: text('custom_message_invalid_crm'),
  automaticFillPatientDataOnExamRequest: boolean('automatic_fill_patient_data_on_exam_request').notNull().default(false),
  /** Where adverse-event reports go (RDC 406/2020); null uses PHARMACOVIGILANCE_EMAIL. */
  pharmacovigilanceEmail: text('pharmacovigilance_email'),
  /** Unblock phone lines per therapy area, one 'Área: telefone' a line (the blockedUser message lists them). */
  unblockPhones: text('unblock_phones'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('programs_slug_unique').on(sql`upper(${t.slug})`),
  index('programs_client_idx').on(t.clientId),
  index('programs_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);
