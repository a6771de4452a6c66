import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf } from '../schemas/common.ts';
import {
  patientProcedureFormSchema, patientProcedurePageQuerySchema, patientProcedureRowSchema,
} from '../schemas/patient-procedures.ts';

/**
 * The patient procedures of a programme's products (the request screen reads them through
 * `products.patientProcedures`); the register is a system administrator's.
 */
const access = { routes: ['patientProcedures'] };
const tags = ['patient-procedures'];

export const patientProceduresContract = {
  page: endpoint({
    method: 'GET', path: '/patient-procedures', access, tags,
    query: patientProcedurePageQuerySchema, responses: { 200: pageOf(patientProcedureRowSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/patient-procedures/:id', access, tags,
    params: idParamSchema, responses: { 200: patientProcedureRowSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/patient-procedures', access, tags,
    body: patientProcedureFormSchema, responses: { 201: patientProcedureRowSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/patient-procedures/:id', access, tags,
    params: idParamSchema, body: patientProcedureFormSchema, responses: { 200: patientProcedureRowSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/patient-procedures/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
