import { z } from './zod-config.ts';

/** The audit trail as the system administrator reads it (spec §9: who changed what, when, from where). */

/** One entry; `at` travels as an ISO date-time string. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string().meta({ format: 'date-time' }),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
