import { z } from './zod-config.ts';
import { MODULES } from '../enums/index.ts';
import { optionalText, requiredId, requiredText } from './catalog-fields.ts';

/** Spec §3 Program, as the register screens read and write it (modules as a list). */
export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  modules: z.array(z.enum(MODULES)),
  logoUrl: z.string().nullable(),
  consentTerm: z.string().nullable(),
  styles: z.string().nullable(),
  wsAcessoCode: z.string().nullable(),
  customHtmlFooter: z.string().nullable(),
  allowSpecialtyDuringSignup: z.boolean(),
  requireSpecialtyDuringSignup: z.boolean(),
  requireCpfDuringSignup: z.boolean(),
  requireWorkInstitutionsDuringSignup: z.boolean(),
  customMessageInvalidCRM: z.string().nullable(),
  automaticFillPatientDataOnExamRequest: z.boolean(),
  /** Where adverse-event reports go; null uses the server's PHARMACOVIGILANCE_EMAIL. */
  pharmacovigilanceEmail: z.string().nullable(),
  unblockPhones: z.string().nullable(),
  clientId: z.number().int(),
  client: z.object({ name: z.string() }),
});
export type Program = z.infer<typeof programSchema>;

/** A programme in lists and pickers. */
export const programSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  modules: z.array(z.enum(MODULES)),
  clientId: z.number().int(),
  client: z.object({ name: z.string() }),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;

export const PROGRAM_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Programme form (spec §2 CRUD lists): the modules are stored as the comma-separated string. */
export const programFormSchema = z.object({
  clientId: requiredId,
  name: requiredText(150),
  slug: optionalText(100).pipe(z.string().regex(PROGRAM_SLUG_PATTERN, { error: 'validation.invalidProgramSlug' }).optional()),
  modules: z.array(z.enum(MODULES)).max(MODULES.length).default([]),
  logoUrl: optionalText(500),
  consentTerm: optionalText(20000),
  styles: optionalText(20000),
  customHtmlFooter: optionalText(20000),
  customMessageInvalidCRM: optionalText(500),
  wsAcessoCode: optionalText(50),
  allowSpecialtyDuringSignup: z.boolean().default(false),
  requireSpecialtyDuringSignup: z.boolean().default(false),
  requireCpfDuringSignup: z.boolean().default(false),
  requireWorkInstitutionsDuringSignup: z.boolean().default(false),
  automaticFillPatientDataOnExamRequest: z.boolean().default(false),
  pharmacovigilanceEmail: optionalText(200).pipe(z.email({ error: 'validation.invalidEmail' }).optional()),
  /** One 'Área: telefone' a line. */
  unblockPhones: optionalText(2000),
});
export type ProgramFormInput = z.input<typeof programFormSchema>;
export type ProgramForm = z.infer<typeof programFormSchema>;
