import { z } from './zod-config.ts';
import { recordIdSchema } from './common.ts';
import { displayStatusSchema, procedureTypeSchema } from './procedures.ts';

/**
 * `POST /search` (the top bar's global search). A POST so that a typed CPF travels in the body,
 * never in a URL that proxies and access logs keep.
 */
export const globalSearchBodySchema = z.object({
  term: z.string().trim().min(2, { error: 'validation.invalidField' }).max(100, { error: 'validation.invalidField' }),
  programId: recordIdSchema.optional(),
});
export type GlobalSearchBody = z.input<typeof globalSearchBodySchema>;

const requestHit = z.object({ id: z.number().int(), code: z.string(), type: procedureTypeSchema, status: displayStatusSchema });

/**
 * What the caller may see that matches: requests by code, patients by name or CPF (each with the
 * latest of their requests the caller reaches, which the result opens; the CPF only by its last two
 * digits), doctors by name or CRM.
 */
export const globalSearchResultSchema = z.object({
  requests: z.array(requestHit),
  /** `name` is null for a patient with no name on file (registered by CPF only). */
  patients: z.array(z.object({ name: z.string().nullable(), cpfEnd: z.string(), request: requestHit })),
  doctors: z.array(z.object({ id: z.string(), name: z.string(), crm: z.string(), uf: z.string() })),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

/** How many hits of each kind the search answers. */
export const GLOBAL_SEARCH_LIMIT = 5;
