import { z } from '../schemas/zod-config.ts';
import { pageOf } from '../schemas/common.ts';
import { auditActorSchema, auditEntrySchema, auditListQuerySchema } from '../schemas/audit.ts';
import { endpoint } from './endpoint.ts';
import { errorResponses as errors } from './errors.ts';

const access = { routes: ['audit'] };
const tags = ['audit'];

/** The audit trail (the audit screen: system administrators). */
export const auditContract = {
  list: endpoint({
    method: 'GET', path: '/audit', access, tags,
    query: auditListQuerySchema, responses: { 200: pageOf(auditEntrySchema), ...errors },
  }),
  actors: endpoint({
    method: 'GET', path: '/audit/actors', access, tags,
    responses: { 200: z.array(auditActorSchema) },
  }),
};
