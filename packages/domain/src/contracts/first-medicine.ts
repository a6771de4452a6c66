import { z } from '../schemas/zod-config.ts';
import {
  checkPatientBodySchema, checkPatientResultSchema, firstMedicineMedicineSchema, firstMedicineMedicinesQuerySchema,
  firstMedicinePresentationSchema, firstMedicinePresentationsQuerySchema, firstMedicineQuestionsQuerySchema,
  questionnaireQuestionSchema, registerPatientBodySchema, treatmentStartResultSchema, validateTreatmentStartBodySchema,
  wsAcessoSuccessSchema,
} from '../schemas/first-medicine.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/**
 * Spec §7 Integration (wsacesso): the first-medicine release screen's calls to the programme's
 * registration web service, through the API (the simulator unless configured). A doctor of a
 * programme with the firstMedicine module only. When the service cannot be reached, or answers a
 * status other than '00' where success is needed, the answer is 502 with the §8 code
 * (failedToCheckCpf, failedToRegisterPatient, failedToLoadFormData) and, as `message`, the
 * service's `Mensagem` when it sent one. The release itself is `POST /procedures` type FIRST_MEDICINE.
 */
const tags = ['integration'];
const access = { routes: ['medicationsRelease'] } as const;
const unavailable = { 502: errors[400] };

export const firstMedicineContract = {
  /** §4 Patient lookup: '00' registered, anything else not registered. */
  checkPatient: endpoint({
    method: 'POST', path: '/integration/wsacesso/check-patient', access, tags,
    body: checkPatientBodySchema, responses: { 200: checkPatientResultSchema, ...errors, ...unavailable },
  }),
  /** Registers a new patient (origin 19); success is status '00' (msg.successToRegisterPatient). */
  registerPatient: endpoint({
    method: 'POST', path: '/integration/wsacesso/register-patient', access, tags,
    body: registerPatientBodySchema, responses: { 200: wsAcessoSuccessSchema, ...errors, ...unavailable },
  }),
  /** The treatment-start check (cpf, the presentation's EAN, CRM, UF, council type 1): '00' eligible. */
  validateTreatmentStart: endpoint({
    method: 'POST', path: '/integration/wsacesso/validate-treatment-start', access, tags,
    body: validateTreatmentStartBodySchema, responses: { 200: treatmentStartResultSchema, ...errors, ...unavailable },
  }),
  /** The programme's products the service releases (matched by name). */
  medicines: endpoint({
    method: 'GET', path: '/integration/wsacesso/medicines', access, tags,
    query: firstMedicineMedicinesQuerySchema, responses: { 200: z.array(firstMedicineMedicineSchema), ...errors, ...unavailable },
  }),
  /** The product's presentations offered at treatment start (matched by EAN), with the doctor's vouchers. */
  presentations: endpoint({
    method: 'GET', path: '/integration/wsacesso/presentations', access, tags,
    query: firstMedicinePresentationsQuerySchema, responses: { 200: z.array(firstMedicinePresentationSchema), ...errors, ...unavailable },
  }),
  /** The dynamic questionnaire of the product's pathology (origin 23). */
  questions: endpoint({
    method: 'GET', path: '/integration/wsacesso/questions', access, tags,
    query: firstMedicineQuestionsQuerySchema, responses: { 200: z.array(questionnaireQuestionSchema), ...errors, ...unavailable },
  }),
};

export type FirstMedicineContract = typeof firstMedicineContract;
