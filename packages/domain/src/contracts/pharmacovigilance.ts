import { z } from '../schemas/zod-config.ts';
import { errorSchema, programIdQuerySchema, recordIdSchema } from '../schemas/common.ts';
import {
  ackResultSchema, caseDetailSchema, caseQueueItemSchema, caseQueueQuerySchema, caseVersionBodySchema, caseVersionSchema,
  e2bBatchQuerySchema, meddraReleaseSchema, meddraSearchQuerySchema, meddraTermSchema, protocolParamSchema, pvSettingsFormSchema,
  pvSettingsSchema,
} from '../schemas/pharmacovigilance.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/** The content type of an ICH E2B(R3) message. */
export const E2B_XML = 'application/xml';

/**
 * Pharmacovigilance cases (decisions 0086–0088): the programme's adverse-event reports as safety
 * cases, for an administrator holding the PHARMACOVIGILANCE permission (a system administrator
 * always); doctors and field roles are refused.
 */
const access = { routes: ['pharmacovigilanceCases'] };
const tags = ['pharmacovigilance'];
const params = protocolParamSchema;
/**
 * An incomplete case answers 422 `pvCaseIncomplete`, and a programme whose E2B identifiers are not
 * configured 422 `pvSettingsMissing`, each naming the missing E2B(R3) elements in `fields.e2b`.
 */
const exportErrors = { ...errors, 422: errorSchema };

export const pharmacovigilanceContract = {
  /** The case queue: overdue first, then by due date. */
  queue: endpoint({
    method: 'GET', path: '/adverse-events', access, tags,
    query: caseQueueQuerySchema, responses: { 200: z.array(caseQueueItemSchema), ...errors },
  }),
  /** Several cases in one E2B(R3) batch, streamed; the cases not yet complete are left out and named in a closing XML comment. */
  exportBatch: endpoint({
    method: 'GET', path: '/adverse-events/e2b', access, tags, query: e2bBatchQuerySchema, produces: [E2B_XML],
    responses: { 400: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
  }),
  /** Multipart, the gateway's `.ack` in `file`: stored against every case it names. */
  uploadAck: endpoint({
    method: 'POST', path: '/adverse-events/acknowledgements', access, tags, query: programIdQuerySchema.partial(),
    consumes: ['multipart/form-data'], responses: { 200: ackResultSchema, ...errors, 413: errorSchema },
  }),
  get: endpoint({
    method: 'GET', path: '/adverse-events/:protocol', access, tags,
    params, responses: { 200: caseDetailSchema, ...errors },
  }),
  versions: endpoint({
    method: 'GET', path: '/adverse-events/:protocol/versions', access, tags,
    params, responses: { 200: z.array(caseVersionSchema), ...errors },
  }),
  /** A new version of the triage and coding (the report and earlier versions stay as they are). */
  addVersion: endpoint({
    method: 'POST', path: '/adverse-events/:protocol/versions', access, tags,
    params, body: caseVersionBodySchema, responses: { 201: caseVersionSchema, ...errors },
  }),
  /** The latest version as an ICH E2B(R3) message (HL7 v3 XML, UTF-8). */
  exportCase: endpoint({
    method: 'GET', path: '/adverse-events/:protocol/e2b', access, tags, params, produces: [E2B_XML],
    responses: exportErrors,
  }),
  meddraReleases: endpoint({
    method: 'GET', path: '/meddra/releases', access, tags,
    query: programIdQuerySchema.partial(), responses: { 200: z.array(meddraReleaseSchema), ...errors },
  }),
  /** Multipart: `version` (e.g. 27.1) and the release's `llt.asc` and `pt.asc` files. */
  uploadMeddra: endpoint({
    method: 'POST', path: '/meddra/releases', access, tags, query: programIdQuerySchema.partial(),
    consumes: ['multipart/form-data'], responses: { 201: meddraReleaseSchema, ...errors, 413: errorSchema },
  }),
  /** LLTs of the programme's latest release whose name contains the text or whose code starts with it. */
  searchMeddra: endpoint({
    method: 'GET', path: '/meddra/llts', access, tags,
    query: meddraSearchQuerySchema, responses: { 200: z.array(meddraTermSchema), ...errors },
  }),
};

const settingsAccess = { routes: ['pharmacovigilanceSettings'] };
const settingsParams = z.object({ programId: recordIdSchema });

/** A programme's E2B(R3) identifiers and regulatory clock. */
export const pharmacovigilanceSettingsContract = {
  get: endpoint({
    method: 'GET', path: '/programs/:programId/pharmacovigilance-settings', access: settingsAccess, tags,
    params: settingsParams, responses: { 200: pvSettingsSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/programs/:programId/pharmacovigilance-settings', access: settingsAccess, tags,
    params: settingsParams, body: pvSettingsFormSchema, responses: { 200: pvSettingsSchema, ...errors },
  }),
};
