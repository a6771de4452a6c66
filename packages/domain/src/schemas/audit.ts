import { z } from './zod-config.ts';
import { AUDIT_ACTIONS } from '../enums/index.ts';
import { pageQuerySchema, recordIdSchema } from './common.ts';
import { auditSortQuerySchema } from './catalog-sort.ts';

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

/** An audit filter date: an ISO calendar day, '' counting as absent. */
const day = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date({ error: 'validation.invalidField' }).optional());

/**
 * GET /audit: one page, newest first unless sorted, filtered by author, action and a range of
 * São Paulo calendar days (both ends included); `from` after `to` is refused.
 */
export const auditListQuerySchema = pageQuerySchema.extend(auditSortQuerySchema.shape).extend({
  actorId: z.preprocess((v) => (v === '' ? undefined : v), recordIdSchema.optional()),
  action: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AUDIT_ACTIONS).optional()),
  from: day,
  to: day,
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.dateNeedBeBigger', path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** GET /audit/actors: who appears in the trail, for the author filter. */
export const auditActorSchema = z.object({ id: z.number().int(), name: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;
