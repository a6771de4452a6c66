import { z } from './zod-config.ts';
import { MAX_RECORD_ID } from './common.ts';
import { requiredPersonName } from './person-fields.ts';

/**
 * A suspected adverse event report (RDC 406/2020 pharmacovigilance): an identifiable patient,
 * an identifiable reporter, the suspected programme product and the event. Stored append-only.
 */
export const ADVERSE_EVENT_OUTCOMES = ['RECOVERED', 'RECOVERING', 'NOT_RECOVERED', 'RECOVERED_WITH_SEQUELAE', 'FATAL', 'UNKNOWN'] as const;
export type AdverseEventOutcome = (typeof ADVERSE_EVENT_OUTCOMES)[number];
export const ADVERSE_EVENT_REPORTERS = ['DOCTOR', 'PATIENT'] as const;
export type AdverseEventReporter = (typeof ADVERSE_EVENT_REPORTERS)[number];

const isoDate = z.string({ error: 'validation.requiredField' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' });
const required = (max: number) => z.string({ error: 'validation.requiredField' }).trim().min(1, { error: 'validation.requiredField' }).max(max);

/** What both reporters fill in. */
const eventShape = {
  productId: z.coerce.number({ error: 'validation.requiredSelect' }).int().positive({ error: 'validation.requiredSelect' }).max(MAX_RECORD_ID),
  description: required(4000),
  onsetDate: isoDate,
  serious: z.boolean(),
  outcome: z.enum(ADVERSE_EVENT_OUTCOMES, { error: 'validation.requiredSelect' }),
};

/** `POST /adverse-events`: a signed-in doctor reports for a patient named by initials. */
export const adverseEventBodySchema = z.object({
  ...eventShape,
  patientInitials: required(10),
  /** Optional; an empty field counts as not given. */
  patientBirthDate: z.union([z.literal(''), isoDate]).optional().transform((v) => v || undefined),
});
export type AdverseEventBody = z.infer<typeof adverseEventBodySchema>;

/** `POST /procedures/by-code/{code}/adverse-events`: the patient of a public link reports, with a way to be reached. */
export const publicAdverseEventBodySchema = z.object({
  ...eventShape,
  reporterName: requiredPersonName(120),
  reporterContact: required(120),
});
export type PublicAdverseEventBody = z.infer<typeof publicAdverseEventBodySchema>;

export const adverseEventCreatedSchema = z.object({ protocol: z.string() });
export type AdverseEventCreated = z.infer<typeof adverseEventCreatedSchema>;

/** The programme products a report may name. */
export const adverseEventProductSchema = z.object({ id: z.number().int(), name: z.string() });
export type AdverseEventProduct = z.infer<typeof adverseEventProductSchema>;
