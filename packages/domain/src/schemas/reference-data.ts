import { z } from './zod-config.ts';
import { UFS } from '../enums/index.ts';

/** Spec §3 Programme pathology (PATHOLOGYSELECT fields offer them). */
export const pathologySchema = z.object({ idPathology: z.number().int(), description: z.string() });
export type Pathology = z.infer<typeof pathologySchema>;

/** Spec §3 City of a state. */
export const citySchema = z.object({ id: z.number().int(), city: z.string() });
export type City = z.infer<typeof citySchema>;

export const programSlugParamsSchema = z.object({ programSlug: z.string().trim().min(1).max(100) });
export const stateParamsSchema = z.object({
  state: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(UFS)),
});
