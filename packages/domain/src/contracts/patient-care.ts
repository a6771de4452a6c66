import {
  carePageParamsSchema, carePatientPageSchema, carePatientParamsSchema, carePatientSchema, careMedicationsQuerySchema, medicationPageSchema,
} from '../schemas/patient-care.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/**
 * Spec §7 `/patients/*-from-patientcare`: the patients a doctor follows in the patient-care system,
 * their medications and one patient's details. A doctor reads their own; staff, those of the
 * doctors below them (reached from the doctors list); anyone else's answers 404 as missing. The
 * patient-care system being down answers 503 `patientCareUnavailable`.
 */
const tags = ['patients'];
const access = { routes: ['patients', 'doctors'] } as const;
const unavailable = { 503: errors[400] };

export const patientCareContract = {
  patients: endpoint({
    method: 'GET', path: '/patients/by-crm-from-patientcare/:userId/:pageNumber/:pageSize', access, tags,
    params: carePageParamsSchema, responses: { 200: carePatientPageSchema, ...errors, ...unavailable },
  }),
  medications: endpoint({
    method: 'GET', path: '/patients/patientes-medications-by-crm-from-patientcare/:userId/:pageNumber/:pageSize', access, tags,
    params: carePageParamsSchema, query: careMedicationsQuerySchema, responses: { 200: medicationPageSchema, ...errors, ...unavailable },
  }),
  details: endpoint({
    method: 'GET', path: '/patients/details-from-patientcare/:patientId', access, tags,
    params: carePatientParamsSchema, responses: { 200: carePatientSchema, ...errors, ...unavailable },
  }),
};

export type PatientCareContract = typeof patientCareContract;
