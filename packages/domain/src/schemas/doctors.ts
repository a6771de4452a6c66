import { z } from './zod-config.ts';
import { DOCTOR_STATUSES } from '../enums/index.ts';
import { COUNCIL_REGISTRATION_TYPES, COUNCIL_STATUSES } from '../rules/council-registration.ts';
import { blankToUndefined as blank } from './catalog-fields.ts';
import { pageQuerySchema, recordIdSchema, MAX_RECORD_ID } from './common.ts';

/**
 * Spec §3 Doctor (list), §4 Doctor registration, §7 Doctors. A programme's doctors are its doctor
 * users (registered when approved, preRegistration otherwise) and the CRMs it imported that have
 * no user there yet (unregistered). Each is listed once, under its id: the doctor record's id for a
 * user (`12`), `r` and the registry row's id for an unregistered CRM (`r7`).
 */
export const DOCTOR_ID_PATTERN = /^(?:[1-9]\d{0,9}|r[1-9]\d{0,9})$/;

export const doctorListQuerySchema = pageQuerySchema.extend({
  programId: recordIdSchema.optional(),
  status: z.preprocess(blank, z.enum(DOCTOR_STATUSES).optional()),
  /** The registration with the medical council (decision 0055); an unregistered CRM has none, so it is left out. */
  councilStatus: z.preprocess(blank, z.enum(COUNCIL_STATUSES).optional()),
});
export type DoctorListQuery = z.infer<typeof doctorListQuerySchema>;

export const doctorListItemSchema = z.object({
  id: z.string(),
  /** Null for an unregistered doctor (no user in the programme). */
  userId: z.number().int().nullable(),
  name: z.string(),
  crm: z.string(),
  uf: z.string(),
  email: z.string(),
  /** Digits only (shown (NN) NNNNN-NNNN). */
  phone: z.string().nullable(),
  status: z.enum(DOCTOR_STATUSES),
  /** The medical council's last answer for the CRM; null for an unregistered doctor (no user to check). */
  councilStatus: z.enum(COUNCIL_STATUSES).nullable(),
});
export type DoctorListItem = z.infer<typeof doctorListItemSchema>;

export const doctorIdParamSchema = z.object({
  doctorId: z.string().regex(DOCTOR_ID_PATTERN, { error: 'validation.invalidField' })
    .refine((id) => Number(id.replace(/^r/, '')) <= MAX_RECORD_ID, { error: 'validation.invalidField' }),
});
export const doctorDetailQuerySchema = z.object({ programId: recordIdSchema.optional() });

/** `GET /doctors/{doctorId}`: the header card of the detail screen. */
export const doctorDetailSchema = doctorListItemSchema.extend({
  specialty: z.string().nullable(),
  /** What the medical council registers for the CRM (decision 0055); null for an unregistered doctor. */
  council: z.object({
    status: z.enum(COUNCIL_STATUSES),
    type: z.enum(COUNCIL_REGISTRATION_TYPES).nullable(),
    /** The full name the council holds, and whether it is the doctor's (accents, case and middle names aside). */
    name: z.string().nullable(),
    nameMatches: z.boolean().nullable(),
    specialties: z.array(z.object({ name: z.string(), rqe: z.string().nullable() })),
    /** ISO date-time of the council's last answer; null when it never answered. */
    checkedAt: z.string().nullable(),
  }).nullable(),
});
export type DoctorDetail = z.infer<typeof doctorDetailSchema>;

/** The one-time programme notice (`err.tevaDoctorNotice`): whether to show it to the caller now. */
export const programNoticeSchema = z.object({ show: z.boolean() });
export type ProgramNotice = z.infer<typeof programNoticeSchema>;
