import { z } from './zod-config.ts';
import { pageOf, pageQuerySchema, recordIdSchema } from './common.ts';
import { procedureRowSchema, procedureStatusSchema, procedureTypeSchema } from './procedures.ts';

/**
 * The decision queue and deciding from it (decision 0049): the OPEN requests the caller may
 * decide, oldest first, and one call that approves or rejects several of them at once.
 */

/** How many requests one bulk decision may carry (a queue page at most). */
export const MAX_BULK_DECISION = 50;

/** The window in which whoever rejected a request may undo it (server-enforced). */
export const UNDO_REJECTION_MS = 60_000;

/** `GET /procedures/queue`: the page of the caller's queue, optionally of one type. */
export const decisionQueueQuerySchema = pageQuerySchema.omit({ filter: true }).extend({
  programId: recordIdSchema,
  type: procedureTypeSchema.optional(),
});
export type DecisionQueueQuery = z.input<typeof decisionQueueQuerySchema>;

/** A queue row: the list row, and whether only the programme's administrators may decide it. */
export const decisionQueueRowSchema = procedureRowSchema.extend({ needsProgrammeApproval: z.boolean() });
export type DecisionQueueRow = z.infer<typeof decisionQueueRowSchema>;
export const decisionQueuePageSchema = pageOf(decisionQueueRowSchema);

/**
 * `POST /procedures/decisions`: approve (every item of each) or reject several requests. A
 * rejection needs its reason, as the doctor is told why. Ids are requests, each once.
 */
export const bulkDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  procedureIds: z.array(recordIdSchema).min(1, { error: 'validation.minSelect' }).max(MAX_BULK_DECISION)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidField' }),
  reason: z.string().trim().max(500).optional(),
}).superRefine((body, ctx) => {
  if (body.status === 'REJECTED' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.requiredField' });
});
export type BulkDecisionInput = z.input<typeof bulkDecisionSchema>;

export const bulkDecisionResultSchema = z.object({
  /** When it was decided: a rejection may be undone for `UNDO_REJECTION_MS` from then. */
  decidedAt: z.string(),
  decided: z.array(z.object({ id: z.number().int(), code: z.string(), status: procedureStatusSchema })),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;
