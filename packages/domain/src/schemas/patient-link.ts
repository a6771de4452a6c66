import { z } from './zod-config.ts';
import { GENDERS, MODULES, PATIENT_READ_SOURCES, PROCEDURE_TYPES, USER_TYPES } from '../enums/index.ts';
import { verificationCodeSchema } from './codes.ts';
import { birthDateSchema, cpfDigitsSchema, emailSchema, personNameString, phoneDigitsSchema } from './person-fields.ts';
import { CONSENT_CHANNELS, CONSENT_STATUSES, CONTACT_CHANNELS, consentField, contactConsentShape } from './consent-channels.ts';

/**
 * The patient's public link `/p/{code}` (spec §2 Patient confirmation, §3, §5): the invitation a
 * doctor sends, the CPF check, the confirmation with its consents, and the patient's privacy
 * centre (LGPD art. 18: consents, revocation, export, who read their data).
 */

/** At most this many CPF attempts per code, and per IP address, within the window; then 429. */
export const PATIENT_LINK_MAX_ATTEMPTS = 20;
export const PATIENT_LINK_WINDOW_MINUTES = 15;
/** The header that carries the short-lived token the CPF check answers. */
export const PATIENT_TOKEN_HEADER = 'x-patient-token';

export * from './consent-channels.ts';

const nameSchema = personNameString({ error: 'validation.requiredField' }).min(1, { error: 'validation.requiredField' }).max(150);

/** Spec §3 Invitation payload; §5 in order: name, CPF, cellphone, each mandatory. */
export const invitePatientSchema = z.object({
  patientName: nameSchema,
  patientCpf: cpfDigitsSchema,
  destination: phoneDigitsSchema,
});
export type InvitePatientInput = z.input<typeof invitePatientSchema>;
/** The spec's answer to `POST /patients` (§7: a date) as `sentAt`, in an object like every answer (decision 0048b). */
export const patientInvitedSchema = z.object({
  sentAt: z.string().describe('Quando o convite foi enviado (ISO 8601): a data que a especificação devolve.'),
});

/** A procedure code as the link carries it (any procedure's code opens the page). */
export const patientCodeSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalidField' });
export const patientCodeParamsSchema = z.object({ code: patientCodeSchema });
export const patientCpfParamsSchema = z.object({ code: patientCodeSchema, cpf: cpfDigitsSchema });

/** `GET /programs/by-procedure/{code}`: what the page shows before the CPF (logo, consent term, the benefits jump). */
export const linkProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  logoUrl: z.string().nullable(),
  modules: z.array(z.enum(MODULES)),
  consentTerm: z.string().nullable(),
  /** The version of the consent term the patient accepts (changes when its text changes). */
  termVersion: z.string(),
  /** When that version took effect (ISO): what a patient reads as the version ("versão de 12/11/2026"). */
  termVersionDate: z.string(),
  /** The programme's phone lines ('Área: telefone', one a line), for a patient who needs help or a new invitation. */
  phoneLines: z.array(z.string()),
  /** A cancelled invitation: the link no longer confirms (CPF check and confirmation answer 410 patientLinkExpired). */
  expired: z.boolean(),
});
export type LinkProgram = z.infer<typeof linkProgramSchema>;

/** The patient's data as step 2 shows it. */
export const linkPatientSchema = z.object({
  cpf: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The patient's current choice per contact channel (false until they grant it on this link). */
  ...contactConsentShape(() => z.boolean()),
  /** True when the patient's newest answer to the current version of the terms is an acceptance. */
  acceptTerms: z.boolean(),
});
export type LinkPatient = z.infer<typeof linkPatientSchema>;

/** `GET /procedures/by-code/{code}/{cpf}`: the patient, and the token of the privacy centre. */
export const patientCheckSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  procedureType: z.enum(PROCEDURE_TYPES),
  confirmedAt: z.string().nullable(),
  patient: linkPatientSchema,
});
export type PatientCheck = z.infer<typeof patientCheckSchema>;

/**
 * The CPF check of a link whose requester is not the doctor the record came from (decision 0041):
 * the CPF alone is not proof (that doctor typed it), so a code went by SMS to the phone on record,
 * of which only the last digits are shown; `POST /procedures/by-code/{code}/verify` takes it.
 */
export const patientVerificationSchema = z.object({
  verification: z.literal('SMS'),
  phoneEnd: z.string(),
  resendAt: z.string(),
});
export type PatientVerification = z.infer<typeof patientVerificationSchema>;
export const patientCheckOrVerificationSchema = z.union([patientCheckSchema, patientVerificationSchema]);

/** `POST /procedures/by-code/{code}/verify`: the CPF again and the code sent to the phone on record. */
export const verifyPatientSchema = z.object({ cpf: cpfDigitsSchema, smsCode: verificationCodeSchema });
export type VerifyPatientInput = z.input<typeof verifyPatientSchema>;

/**
 * Spec §3 Patient confirmation step 2, §5: every main field required, terms accepted, one contact
 * at least. A contact channel absent from the body is not granted (LGPD art. 8: consent is an act).
 */
export const confirmPatientFormSchema = z.object({
  cpf: cpfDigitsSchema,
  name: nameSchema,
  gender: z.enum(GENDERS, { error: 'validation.requiredSelect' }),
  birthDate: birthDateSchema,
  email: emailSchema,
  phone: phoneDigitsSchema,
  ...contactConsentShape(() => z.boolean().default(false)),
  acceptTerms: z.boolean({ error: 'validation.programTermsRequired' }).refine((v) => v, { error: 'validation.programTermsRequired' }),
}).refine((p) => CONTACT_CHANNELS.some((c) => p[consentField(c)]), { error: 'validation.atLeastOneContact', path: [consentField(CONTACT_CHANNELS[0]!)] });
export type ConfirmPatientForm = z.input<typeof confirmPatientFormSchema>;

/** `PUT /procedures/by-code/{code}/patient` (body `patient`). */
export const confirmPatientSchema = z.object({ patient: confirmPatientFormSchema });
export const patientConfirmedSchema = z.object({ confirmedAt: z.string() });

export const consentSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  termVersion: z.string(),
  /** When the term's version took effect (ISO), for "versão de 12/11/2026"; null for a programme without a term. */
  termDate: z.string().nullable(),
  at: z.string(),
  /** Where the channel stands after this event: granted, revoked (granted before), or never granted. */
  status: z.enum(CONSENT_STATUSES),
});
export type Consent = z.infer<typeof consentSchema>;

/**
 * One read of the patient's data by someone in the programme: a record opened (from the audit
 * trail, `count` 1, `day` null), or the list pages and exports that showed the patient, one entry
 * per reader, day, source and request type (decision 0064): `at` is the last of them that day.
 */
export const patientReadSchema = z.object({
  at: z.string(),
  actorName: z.string(),
  actorType: z.enum(USER_TYPES).nullable(),
  action: z.string(),
  /** How many reads the entry stands for (1 for a record opened). */
  count: z.number().int().positive(),
  /** The São Paulo day (`yyyy-MM-dd`) of an aggregated entry; null for a single read. */
  day: z.string().nullable(),
  /** What showed the patient (a list, an export…); null for a record opened, which `action` names. */
  source: z.enum(PATIENT_READ_SOURCES).nullable(),
  /** The request type of the list or export, when it has one. */
  requestType: z.enum(PROCEDURE_TYPES).nullable(),
});
export type PatientRead = z.infer<typeof patientReadSchema>;

/** The privacy centre: each consent as it stands now, and who read the data. */
export const privacyOverviewSchema = z.object({
  /** Null when no name is on file (only the CPF). */
  patientName: z.string().nullable(),
  consents: z.array(consentSchema),
  reads: z.array(patientReadSchema),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

export const revokeConsentSchema = z.object({ channel: z.enum(CONSENT_CHANNELS) });

/** Everything the programme holds about the patient (LGPD art. 18 II and V). */
export const patientExportSchema = z.object({
  exportedAt: z.string(),
  program: z.object({ name: z.string() }),
  patient: linkPatientSchema.extend({
    details: z.record(z.string(), z.union([z.string(), z.boolean()])),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  consentHistory: z.array(consentSchema.extend({ ip: z.string().nullable() })),
  procedures: z.array(z.object({
    code: z.string(),
    type: z.enum(PROCEDURE_TYPES),
    status: z.string(),
    createdAt: z.string(),
    requesterName: z.string(),
  })),
  reads: z.array(patientReadSchema),
});
export type PatientExport = z.infer<typeof patientExportSchema>;
