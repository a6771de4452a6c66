import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * A programme's messaging settings (decision 0078), one row per programme, none while it uses the
 * environment's defaults only: channels on or off, the e-mail's From display name and the WhatsApp
 * templates' names (null: the environment's). Secrets are never stored here.
 */
export const programMessagingSettings = pgTable('program_messaging_settings', {
  programId: integer('program_id').primaryKey().references(() => programs.id, { onDelete: 'cascade' }),
  smsEnabled: boolean('sms_enabled').notNull().default(true),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  whatsappEnabled: boolean('whatsapp_enabled').notNull().default(true),
  emailFromName: text('email_from_name'),
  templatePatientInvitation: text('template_patient_invitation'),
  templateAgreementCode: text('template_agreement_code'),
  templateRequestUpdate: text('template_request_update'),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
