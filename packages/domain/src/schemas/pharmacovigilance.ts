import { z } from './zod-config.ts';
import { MAX_RECORD_ID, recordIdSchema } from './common.ts';
import { ADVERSE_EVENT_OUTCOMES, ADVERSE_EVENT_REPORTERS } from './adverse-events.ts';

/**
 * Pharmacovigilance cases (decisions 0086–0088): each adverse-event report seen as a safety case,
 * triaged and coded in versions (MedDRA, WHODrug) and filed as ICH E2B(R3). The report itself
 * stays as received; every change of the coding is a new version.
 */

/** C.2.r.4 Qualification (E2B(R3) code list 2.16.840.1.113883.3.989.2.1.1.6, values 1–5). */
export const REPORTER_QUALIFICATIONS = ['PHYSICIAN', 'PHARMACIST', 'OTHER_HEALTH_PROFESSIONAL', 'LAWYER', 'CONSUMER'] as const;
export type ReporterQualification = (typeof REPORTER_QUALIFICATIONS)[number];
/** G.k.1 Characterisation of drug role (1 suspect, 2 concomitant, 3 interacting). */
export const DRUG_ROLES = ['SUSPECT', 'CONCOMITANT', 'INTERACTING'] as const;
export type DrugRole = (typeof DRUG_ROLES)[number];
/** D.5 Sex (ISO 5218: 1 male, 2 female). */
export const PATIENT_SEXES = ['MALE', 'FEMALE'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];
/** D.1 without initials: masked (privacy), unknown, asked but unknown. */
export const PATIENT_NULL_FLAVORS = ['MSK', 'UNK', 'ASKU'] as const;
export type PatientNullFlavor = (typeof PATIENT_NULL_FLAVORS)[number];
/** WHO-UMC causality categories, G.k.9.i.2.r.3 as text. */
export const CAUSALITY_RESULTS = ['CERTAIN', 'PROBABLE', 'POSSIBLE', 'UNLIKELY', 'CONDITIONAL', 'UNASSESSABLE'] as const;
export type CausalityResult = (typeof CAUSALITY_RESULTS)[number];
/** The six seriousness criteria, E.i.3.2a–f, each its own flag. */
export const SERIOUSNESS_CRITERIA = ['death', 'lifeThreatening', 'hospitalisation', 'disability', 'congenitalAnomaly', 'otherMedicallyImportant'] as const;
export type SeriousnessCriterion = (typeof SERIOUSNESS_CRITERIA)[number];
/** A case's place in the queue: reported (no coding yet), in triage (coded, not exported), exported, acknowledged. */
export const PV_CASE_STATES = ['NEW', 'TRIAGE', 'EXPORTED', 'ACCEPTED', 'REJECTED'] as const;
export type PvCaseState = (typeof PV_CASE_STATES)[number];

const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' });
const optionalDate = z.preprocess(blankToNull, isoDate.nullable());
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
/** A MedDRA code: 8 digits. */
export const MEDDRA_CODE_PATTERN = /^\d{8}$/;
const meddraCode = z.preprocess(blankToNull, z.string().trim().regex(MEDDRA_CODE_PATTERN, { error: 'validation.meddraCode' }).nullable());

export const seriousnessSchema = z.object({
  death: z.boolean(), lifeThreatening: z.boolean(), hospitalisation: z.boolean(),
  disability: z.boolean(), congenitalAnomaly: z.boolean(), otherMedicallyImportant: z.boolean(),
});
export type Seriousness = z.infer<typeof seriousnessSchema>;
export const isSerious = (s: Seriousness): boolean => SERIOUSNESS_CRITERIA.some((c) => s[c]);

export const caseReactionSchema = z.object({
  reportedTerm: z.string().trim().min(1, { error: 'validation.requiredField' }).max(250),
  /** E.i.2.1a, the release the code comes from ("27.1"). */
  meddraVersion: optionalText(10),
  /** E.i.2.1b, the LLT code. */
  lltCode: meddraCode,
  onsetDate: optionalDate,
  endDate: optionalDate,
  outcome: z.enum(ADVERSE_EVENT_OUTCOMES, { error: 'validation.requiredSelect' }),
});
export type CaseReaction = z.infer<typeof caseReactionSchema>;

export const caseProductSchema = z.object({
  role: z.enum(DRUG_ROLES, { error: 'validation.requiredSelect' }),
  /** G.k.2.2, as the reporter named it. */
  nameAsReported: z.string().trim().min(1, { error: 'validation.requiredField' }).max(250),
  /** The programme's product, when it is one. */
  productId: z.preprocess(blankToNull, z.coerce.number().int().positive().max(MAX_RECORD_ID).nullable()),
  doseValue: z.preprocess(blankToNull, z.coerce.number().positive().max(1_000_000).nullable()),
  /** UCUM unit of the dose ("mg"). */
  doseUnit: optionalText(50),
  /** G.k.4.r.10.1, free text ("Oral", "Subcutânea"). */
  route: optionalText(60),
  /** An optional WHODrug code (kept with the case; not in the message while ANVISA's regional rule is unknown). */
  whoDrugCode: optionalText(40),
});
export type CaseProduct = z.infer<typeof caseProductSchema>;

export const casePatientSchema = z.object({
  /** D.1; null with a null flavour when withheld or unknown. */
  initials: optionalText(10),
  nullFlavor: z.enum(PATIENT_NULL_FLAVORS).nullable(),
  birthDate: optionalDate,
  /** D.2.2a in years, when the birth date is not known. */
  ageYears: z.preprocess(blankToNull, z.coerce.number().int().min(0).max(150).nullable()),
  sex: z.enum(PATIENT_SEXES).nullable(),
});
export type CasePatient = z.infer<typeof casePatientSchema>;

/** One version of a case's triage and coding (`POST /adverse-events/{protocol}/versions`). */
export const caseVersionBodySchema = z.object({
  reporterQualification: z.enum(REPORTER_QUALIFICATIONS).nullable(),
  /** ISO 3166-1 alpha-2 (C.2.r.3). */
  reporterCountry: z.preprocess(blankToNull, z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'validation.countryCode' }).nullable()),
  seriousness: seriousnessSchema,
  reactions: z.array(caseReactionSchema).max(50),
  products: z.array(caseProductSchema).max(50),
  causality: z.enum(CAUSALITY_RESULTS).nullable(),
  narrative: z.string().trim().max(20_000),
  patient: casePatientSchema,
});
export type CaseVersionBody = z.input<typeof caseVersionBodySchema>;
export type CaseCoding = z.output<typeof caseVersionBodySchema>;

/** A coding as the API answers it (plain shapes: answers are encoded, so no input transforms). */
export const caseCodingSchema = z.object({
  reporterQualification: z.enum(REPORTER_QUALIFICATIONS).nullable(),
  reporterCountry: z.string().nullable(),
  seriousness: seriousnessSchema,
  reactions: z.array(z.object({
    reportedTerm: z.string(), meddraVersion: z.string().nullable(), lltCode: z.string().nullable(),
    onsetDate: z.string().nullable(), endDate: z.string().nullable(), outcome: z.enum(ADVERSE_EVENT_OUTCOMES),
  })),
  products: z.array(z.object({
    role: z.enum(DRUG_ROLES), nameAsReported: z.string(), productId: z.number().int().nullable(),
    doseValue: z.number().nullable(), doseUnit: z.string().nullable(), route: z.string().nullable(), whoDrugCode: z.string().nullable(),
  })),
  causality: z.enum(CAUSALITY_RESULTS).nullable(),
  narrative: z.string(),
  patient: z.object({
    initials: z.string().nullable(), nullFlavor: z.enum(PATIENT_NULL_FLAVORS).nullable(), birthDate: z.string().nullable(),
    ageYears: z.number().int().nullable(), sex: z.enum(PATIENT_SEXES).nullable(),
  }),
});

/** A stored version: the coding, who saved it and when (C.1.5 of an export of it). */
export const caseVersionSchema = caseCodingSchema.extend({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type CaseVersion = z.infer<typeof caseVersionSchema>;

export const protocolParamSchema = z.object({ protocol: z.string().trim().regex(/^FV-\d{4}-\d{6}$/, { error: 'validation.invalidProtocol' }) });

/** `GET /adverse-events?programId=…`: the case queue. */
export const caseQueueQuerySchema = z.object({ programId: recordIdSchema.optional() });

export const caseQueueItemSchema = z.object({
  protocol: z.string(),
  state: z.enum(PV_CASE_STATES),
  reporterType: z.enum(ADVERSE_EVENT_REPORTERS),
  productName: z.string(),
  serious: z.boolean(),
  /** Day zero: the São Paulo date the report arrived (C.1.4). */
  dayZero: z.string(),
  dueDate: z.string(),
  /** Negative when overdue. */
  daysLeft: z.number().int(),
  overdue: z.boolean(),
  versions: z.number().int(),
});
export type CaseQueueItem = z.infer<typeof caseQueueItemSchema>;

/** One case: the report as received (minimised), the latest coding (prefilled from the report when none), its versions. */
export const caseDetailSchema = z.object({
  item: caseQueueItemSchema,
  report: z.object({
    reporterType: z.enum(ADVERSE_EVENT_REPORTERS),
    description: z.string(),
    onsetDate: z.string(),
    serious: z.boolean(),
    outcome: z.enum(ADVERSE_EVENT_OUTCOMES),
    productId: z.number().int(),
    productName: z.string(),
    receivedAt: z.string(),
  }),
  current: caseCodingSchema,
  versions: z.array(caseVersionSchema.pick({ version: true, createdAt: true, createdBy: true })),
  acknowledgements: z.array(z.object({ accepted: z.boolean(), code: z.string(), message: z.string().nullable(), receivedAt: z.string() })),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** A programme's pharmacovigilance settings: E2B(R3) identifiers and the clock. */
export const pvSettingsFormSchema = z.object({
  /** N.1.3 / N.2.r.2. */
  senderId: z.string().trim().min(1, { error: 'validation.requiredField' }).max(60),
  /** N.1.4 / N.2.r.3. */
  receiverId: z.string().trim().min(1, { error: 'validation.requiredField' }).max(60),
  /** C.3.2. */
  senderOrganisation: z.string().trim().min(1, { error: 'validation.requiredField' }).max(100),
  /** The company part of C.1.1 (BR-{code}-{protocol}). */
  companyCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{1,20}$/, { error: 'validation.companyCode' }),
  seriousDays: z.coerce.number().int().min(1).max(15),
  nonSeriousDays: z.coerce.number().int().min(1).max(365),
});
export type PvSettingsForm = z.input<typeof pvSettingsFormSchema>;
export type PvSettingsValues = z.output<typeof pvSettingsFormSchema>;
/** The stored settings, or the defaults (blank identifiers, 15 and 90 days) of a programme that saved none. */
export const pvSettingsSchema = z.object({
  programId: z.number().int(), saved: z.boolean(),
  senderId: z.string(), receiverId: z.string(), senderOrganisation: z.string(), companyCode: z.string(),
  seriousDays: z.number().int(), nonSeriousDays: z.number().int(),
});
export type PvSettings = z.infer<typeof pvSettingsSchema>;

/** A MedDRA release the company uploaded (the portal ships none). */
export const meddraReleaseSchema = z.object({
  id: z.number().int(), version: z.string(), llts: z.number().int(), uploadedAt: z.string(),
});
export type MeddraRelease = z.infer<typeof meddraReleaseSchema>;
export const meddraVersionFieldSchema = z.object({
  version: z.string().trim().regex(/^\d{1,2}\.\d$/, { error: 'validation.meddraVersion' }),
});
export const meddraSearchQuerySchema = z.object({
  programId: recordIdSchema.optional(),
  q: z.string().trim().min(2, { error: 'validation.minLength' }).max(100),
});
export const meddraTermSchema = z.object({
  lltCode: z.string(), lltName: z.string(), ptCode: z.string(), ptName: z.string().nullable(), version: z.string(),
});
export type MeddraTerm = z.infer<typeof meddraTermSchema>;

/** An acknowledgement stored against the case(s) it names. */
export const ackResultSchema = z.object({
  cases: z.array(z.object({ protocol: z.string(), accepted: z.boolean(), code: z.string() })),
  unknown: z.array(z.string()),
});
export type AckResult = z.infer<typeof ackResultSchema>;

/** `GET /adverse-events/e2b?programId=&protocols=`: a batch of cases in one message. */
export const e2bBatchQuerySchema = z.object({
  programId: recordIdSchema.optional(),
  /** Comma-separated protocols; none means every case of the programme with a complete coding. */
  protocols: z.string().trim().max(20_000).optional(),
});
