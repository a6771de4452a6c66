import { z } from '../schemas/zod-config.ts';
import { idParamSchema, recordIdSchema } from '../schemas/common.ts';
import { createProcedureSchema } from '../schemas/exam-request.ts';
import {
  patientDataByCpfParamsSchema, patientDataSchema, procedureCountSchema, procedureCreatedSchema, procedureDecisionSchema,
  procedureDetailSchema, procedureExportQuerySchema, procedureListQuerySchema, procedurePageSchema, procedureProgressSchema,
  programIdParamSchema, authorizerInfoSchema, timeToTherapySchema, examAvailabilityQuerySchema, examAvailabilitySchema,
} from '../schemas/procedures.ts';
import {
  bulkDecisionResultSchema, bulkDecisionSchema, decisionQueuePageSchema, decisionQueueQuerySchema,
} from '../schemas/procedure-decisions.ts';
import { importResultOf, importValidationOf, progressImportErrorRowSchema } from '../schemas/spreadsheets.ts';
import { programIdQuerySchema } from '../schemas/common.ts';
import { procedureStatusCountsSchema, weeklyVolumeSchema } from '../schemas/dashboard.ts';
import { TIME_TO_THERAPY_VIEWERS } from '../rules/dashboard.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint, FILE_TYPES } from './endpoint.ts';

/**
 * Spec §7 Procedures and patients: requests, their lists, detail, decision and the steps after
 * approval. Every read is bounded in the data layer: a doctor reads their own requests, admins the
 * programme's, other staff those of the doctors below them.
 */
const tags = ['procedures'];
/** The request screens of every type (the service checks the module of the body's type). */
const requesters = { routes: ['examsRequest', 'medicationsRelease', 'patientProceduresRequest', 'supplyRequest', 'travelRequest'] } as const;
const procedureIdParams = z.object({ procedureId: recordIdSchema });

export const proceduresContract = {
  /** Header `Idempotency-Key` (1–100 characters): a repeat with the same key answers the first result. */
  create: endpoint({
    method: 'POST', path: '/procedures', access: requesters, tags,
    body: createProcedureSchema, responses: { 201: procedureCreatedSchema, ...errors, 413: errors[400], 422: errors[400] },
  }),
  list: endpoint({
    method: 'GET', path: '/procedures', access: {}, tags,
    query: procedureListQuerySchema, responses: { 200: procedurePageSchema, ...errors },
  }),
  /** What the list's filters select, as CSV (`;`, byte-order mark) or XLSX, streamed. */
  export: endpoint({
    method: 'GET', path: '/procedures/export', access: {}, tags,
    query: procedureExportQuerySchema, produces: [FILE_TYPES.xlsx, FILE_TYPES.csv],
  }),
  count: endpoint({
    method: 'GET', path: '/procedures/count/:programId', access: {}, tags,
    params: programIdParamSchema, responses: { 200: procedureCountSchema, ...errors },
  }),
  /** Dashboard by status: the requests the viewer reaches, per type and displayed status (SQL aggregate). */
  statusCounts: endpoint({
    method: 'GET', path: '/procedures/status-counts/:programId', access: {}, tags,
    params: programIdParamSchema, responses: { 200: procedureStatusCountsSchema, ...errors },
  }),
  /** Dashboard weekly volume: requests made per week over the last twelve weeks, within the viewer's reach. */
  weeklyVolume: endpoint({
    method: 'GET', path: '/procedures/weekly-volume/:programId', access: {}, tags,
    params: programIdParamSchema, responses: { 200: weeklyVolumeSchema, ...errors },
  }),
  timeToTherapy: endpoint({
    method: 'GET', path: '/procedures/time-to-therapy/:programId', access: { types: TIME_TO_THERAPY_VIEWERS }, tags,
    params: programIdParamSchema, responses: { 200: timeToTherapySchema, ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/procedures/:id', access: {}, tags,
    params: idParamSchema, responses: { 200: procedureDetailSchema, ...errors },
  }),
  authorizerInfo: endpoint({
    method: 'GET', path: '/procedures/authorizer-info/:procedureId', access: {}, tags,
    params: procedureIdParams, responses: { 200: z.array(authorizerInfoSchema.extend({ childId: z.number().int() })), ...errors },
  }),
  /** Approve the selected children or reject, only from OPEN, by non-doctors (spec §4, §6). */
  decide: endpoint({
    method: 'PUT', path: '/procedures/:procedureId/status', access: {}, tags,
    params: procedureIdParams, body: procedureDecisionSchema, responses: { 200: procedureDetailSchema, ...errors },
  }),
  /** "Aguardando minha decisão": the OPEN requests the caller may decide (`canDecide`), oldest first. */
  queue: endpoint({
    method: 'GET', path: '/procedures/queue', access: {}, tags,
    query: decisionQueueQuerySchema, responses: { 200: decisionQueuePageSchema, ...errors },
  }),
  /**
   * Approve (every item) or reject several requests at once, all or nothing: a request the caller
   * does not see answers 404 procedureNotFound, one already decided 409 procedureNotOpen, one they
   * may not decide 403, and then none is decided. Each decided request is audited on its own.
   */
  decideMany: endpoint({
    method: 'POST', path: '/procedures/decisions', access: {}, tags,
    body: bulkDecisionSchema, responses: { 200: bulkDecisionResultSchema, ...errors },
  }),
  /** Reopens a request the caller rejected, within `UNDO_REJECTION_MS` (409 rejectionUndoExpired after). */
  undoRejection: endpoint({
    method: 'POST', path: '/procedures/:procedureId/undo-rejection', access: {}, tags,
    params: procedureIdParams, responses: { 200: procedureDetailSchema, ...errors },
  }),
  /** Scheduling, collection, receipt, conclusion or cancellation of approved children (operations staff). */
  progress: endpoint({
    method: 'POST', path: '/procedures/:procedureId/progress', access: { types: ['SYSADMIN', 'ADMIN'] }, tags,
    params: procedureIdParams, body: procedureProgressSchema, responses: { 200: procedureDetailSchema, ...errors },
  }),
  /** Multipart, the status spreadsheet in `file`: checks every row, saves nothing. */
  validateProgressSpreadsheet: endpoint({
    method: 'POST', path: '/procedures/progress-XLSX/validate', access: { types: ['SYSADMIN', 'ADMIN'] }, tags,
    query: programIdQuerySchema, consumes: ['multipart/form-data'],
    responses: { 200: importValidationOf(progressImportErrorRowSchema), ...errors, 413: errors[400] },
  }),
  /** Multipart: every row one step on one child code, all or nothing. */
  importProgressSpreadsheet: endpoint({
    method: 'POST', path: '/procedures/progress-XLSX', access: { types: ['SYSADMIN', 'ADMIN'] }, tags,
    query: programIdQuerySchema, consumes: ['multipart/form-data'],
    responses: { 200: importResultOf(progressImportErrorRowSchema), ...errors, 413: errors[400] },
  }),
  progressSpreadsheetTemplate: endpoint({
    method: 'GET', path: '/procedures/progress-XLSX/template', access: { types: ['SYSADMIN', 'ADMIN'] }, tags, produces: [FILE_TYPES.xlsx],
  }),
  /** The exam request form's captions: each exam of the group with the doctor's vouchers (spec §2, §5). */
  examAvailability: endpoint({
    method: 'GET', path: '/procedures/exam-availability', access: { routes: ['examsRequest'] }, tags,
    query: examAvailabilityQuerySchema, responses: { 200: examAvailabilitySchema, ...errors },
  }),
  patientDataByCpf: endpoint({
    method: 'GET', path: '/patients/data-by-cpf/:cpf/:programId', access: requesters, tags,
    params: patientDataByCpfParamsSchema, responses: { 200: patientDataSchema, ...errors },
  }),
};

export type ProceduresContract = typeof proceduresContract;
