import { z } from './zod-config.ts';
import { optionalText, requiredId, requiredText } from './catalog-fields.ts';
import { configPageQueryFields } from './config-fields.ts';
import { pageQuerySchema } from './common.ts';

/**
 * Spec §9: the agreement template offered when an institution has no file of its own. The web
 * serves it from `apps/web/public`.
 */
export const DEFAULT_AGREEMENT_TEMPLATE_PATH = '/templates/termo-de-consentimento-padrao.pdf';

/** Spec §3 institutions (laboratories) of a programme; `filePath` is the agreement template to offer. */
export const institutionSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  name: z.string(),
  /** The institution's own template, as configured (null: none). */
  agreementFilePath: z.string().nullable(),
  /** `agreementFilePath`, or the default template when it has none. */
  filePath: z.string(),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionFormSchema = z.object({
  programId: requiredId,
  name: requiredText(150),
  agreementFilePath: optionalText(500),
});
export type InstitutionFormInput = z.input<typeof institutionFormSchema>;
export type InstitutionForm = z.infer<typeof institutionFormSchema>;

export const institutionPageQuerySchema = pageQuerySchema.extend(configPageQueryFields);
