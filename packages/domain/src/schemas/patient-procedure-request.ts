import { z } from './zod-config.ts';
import { recordIdSchema } from './common.ts';
import { fieldAnswerSchema, requestPatientSchema } from './request-patient.ts';

/**
 * Spec §3 Patient-procedure request, §5: the `POST /procedures` body of type PATIENT_PROCEDURE.
 * The patient fields and procedure fields the patient procedure's field configs ask for are then
 * checked by `dynamicFieldIssues` (the exam request's rules), on the form and on the server.
 */
export const patientProcedureRequestSchema = z.object({
  type: z.literal('PATIENT_PROCEDURE'),
  programId: recordIdSchema,
  productId: recordIdSchema,
  patientProcedureId: recordIdSchema,
  patient: requestPatientSchema,
  procedureFieldsAnswers: z.record(z.string().max(100), fieldAnswerSchema).default({}),
});
export type PatientProcedureRequestInput = z.input<typeof patientProcedureRequestSchema>;
export type PatientProcedureRequest = z.infer<typeof patientProcedureRequestSchema>;
