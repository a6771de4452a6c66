import { z } from './zod-config.ts';
import { MEDICATION_STATUSES } from '../enums/index.ts';
import { recordIdSchema } from './common.ts';

/**
 * Spec §3 "Patient-care patient" and "Medication row", §7 `/patients/*-from-patientcare`: the
 * patients a doctor follows in the external patient-care system, as the portal answers them.
 */

/** A patient's id in the patient-care system: opaque letters, digits and dashes. */
export const carePatientIdSchema = z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/);

/** One entry of a patient's access history (spec §4 "Patient access phase steps"). */
export const accessPhaseSchema = z.object({
  idLocalAccessHistoryStatus: z.number().int(),
  status: z.string(),
  date: z.string().nullable(),
});
export type AccessPhase = z.infer<typeof accessPhaseSchema>;

export const carePatientSchema = z.object({
  id: carePatientIdSchema,
  patientName: z.string(),
  patientCPF: z.string(),
  patientBirthDate: z.string().nullable(),
  patientPhone: z.string().nullable(),
  patientEmail: z.string().nullable(),
  patientProgram: z.string().nullable(),
  caregiverName: z.string().nullable(),
  planPhaseDescription: z.string().nullable(),
  followupDescription: z.string().nullable(),
  lastInteractionDate: z.string().nullable(),
  registerDate: z.string().nullable(),
  diagnosisDate: z.string().nullable(),
  numberCallCentersNurses: z.number().int().nullable(),
  treatmentStartDate: z.string().nullable(),
  accessWay: z.string().nullable(),
  reasonInactivation: z.string().nullable(),
  applicationsQuantities: z.number().int().nullable(),
  accessPhases: z.array(accessPhaseSchema),
});
export type CarePatient = z.infer<typeof carePatientSchema>;

/** `GET /patients/by-crm-from-patientcare/...`: one page of the doctor's patients and the total. */
export const carePatientPageSchema = z.object({ patients: z.array(carePatientSchema), total: z.number().int() });
export type CarePatientPage = z.infer<typeof carePatientPageSchema>;

export const medicationRowSchema = z.object({
  patientId: carePatientIdSchema,
  patientName: z.string(),
  patientCPF: z.string(),
  medication: z.string(),
  scheduledDate: z.string().nullable(),
  realizedDate: z.string().nullable(),
  status: z.enum(MEDICATION_STATUSES),
});
export type MedicationRow = z.infer<typeof medicationRowSchema>;

export const medicationPageSchema = z.object({ medications: z.array(medicationRowSchema), total: z.number().int() });
export type MedicationPage = z.infer<typeof medicationPageSchema>;

/** Largest page the patient lists ask for (the table offers 10, 25 and 50). */
export const CARE_MAX_PAGE_SIZE = 100;

/** `/{userId}/{pageNumber}/{pageSize}`: page numbers are one-based (spec §9), sent as strings. */
export const carePageParamsSchema = z.object({
  userId: recordIdSchema,
  pageNumber: z.string().regex(/^[1-9]\d{0,5}$/),
  pageSize: z.string().regex(/^[1-9]\d{0,2}$/).refine((s) => Number(s) <= CARE_MAX_PAGE_SIZE),
});
export type CarePageParams = z.infer<typeof carePageParamsSchema>;

export const careMedicationsQuerySchema = z.object({ patientId: carePatientIdSchema.optional() });
export const carePatientParamsSchema = z.object({ patientId: carePatientIdSchema });
