import { z } from './zod-config.ts';
import { displayStatusSchema, procedureTypeSchema } from './procedures.ts';

/** Dashboard by status: how many requests the viewer reaches, per type and displayed status (the lists' status filter). */
export const procedureStatusCountsSchema = z.array(z.object({
  type: procedureTypeSchema,
  status: displayStatusSchema,
  count: z.number().int(),
}));
export type ProcedureStatusCounts = z.infer<typeof procedureStatusCountsSchema>;

/** Dashboard weekly volume: requests made per week (Monday, São Paulo time), oldest first, empty weeks included. */
export const weeklyVolumeSchema = z.array(z.object({
  /** The week's Monday, `yyyy-MM-dd`. */
  week: z.string(),
  count: z.number().int(),
}));
export type WeeklyVolume = z.infer<typeof weeklyVolumeSchema>;
