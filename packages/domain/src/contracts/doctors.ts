import { z } from '../schemas/zod-config.ts';
import { errorSchema, pageOf, programIdQuerySchema } from '../schemas/common.ts';
import {
  doctorLookupParamsSchema, doctorLookupQuerySchema, doctorLookupResponseSchema, recoverLoginResponseSchema,
} from '../schemas/doctor-lookup.ts';
import {
  doctorDetailQuerySchema, doctorDetailSchema, doctorIdParamSchema, doctorListItemSchema, doctorListQuerySchema, programNoticeSchema,
} from '../schemas/doctors.ts';
import { doctorImportErrorRowSchema, importResultOf, importValidationOf } from '../schemas/spreadsheets.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint, FILE_TYPES } from './endpoint.ts';

/**
 * Spec §7 Doctors. The public CRM lookup: with `signup=true&programId=` it is signup step 0 (does
 * the doctor have an account, are they in this programme?); without, /recover-login's masked
 * e-mail. The programme's doctors list, detail and spreadsheet import are for those who see the
 * doctors screen, bounded by the hierarchy; the one-time programme notice is any user's own.
 */
const tags = ['doctors'];
const managers = { routes: ['doctors'] } as const;

export const doctorsContract = {
  lookup: endpoint({
    method: 'GET', path: '/doctors/:uf/:crm', access: { public: true }, tags: ['signup'],
    params: doctorLookupParamsSchema, query: doctorLookupQuerySchema,
    responses: {
      200: z.union([doctorLookupResponseSchema, recoverLoginResponseSchema]), 400: errorSchema, 404: errorSchema, 409: errorSchema,
    },
  }),
  list: endpoint({
    method: 'GET', path: '/doctors', access: managers, tags,
    query: doctorListQuerySchema, responses: { 200: pageOf(doctorListItemSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/doctors/:doctorId', access: { routes: ['doctorDetail'] }, tags,
    params: doctorIdParamSchema, query: doctorDetailQuerySchema, responses: { 200: doctorDetailSchema, ...errors },
  }),
  /** The doctor template (xlsx): Nome completo, CRM, UF, Telefone, E-mail, CPF, Especialidade. */
  spreadsheetTemplate: endpoint({
    method: 'GET', path: '/doctors/doctors-XLSX/template', access: managers, tags, produces: [FILE_TYPES.xlsx],
  }),
  /** Multipart, the spreadsheet in `file`: checks every row, saves nothing. */
  validateSpreadsheet: endpoint({
    method: 'POST', path: '/doctors/doctors-XLSX/validate', access: managers, tags,
    query: programIdQuerySchema, consumes: ['multipart/form-data'],
    responses: { 200: importValidationOf(doctorImportErrorRowSchema), ...errors, 413: errors[400] },
  }),
  /** Multipart, the spreadsheet in `file`: every row saved, or none. */
  importSpreadsheet: endpoint({
    method: 'POST', path: '/doctors/doctors-XLSX', access: managers, tags,
    query: programIdQuerySchema, consumes: ['multipart/form-data'],
    responses: { 200: importResultOf(doctorImportErrorRowSchema), ...errors, 413: errors[400] },
  }),
  /** Whether the one-time programme notice is due for the caller (only doctors of the configured programme). */
  notice: endpoint({
    method: 'GET', path: '/doctors/program-notice', access: {}, tags,
    responses: { 200: programNoticeSchema, ...errors },
  }),
  noticeSeen: endpoint({
    method: 'POST', path: '/doctors/program-notice/seen', access: {}, tags,
    responses: { 204: z.null(), ...errors },
  }),
};
