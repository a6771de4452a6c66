import { pageOf, pageQuerySchema } from '../schemas/common.ts';
import { auditEntrySchema } from '../schemas/audit.ts';
import { endpoint } from './endpoint.ts';

/** The audit trail, newest first (the audit screen: system administrators). */
export const auditContract = {
  list: endpoint({
    method: 'GET', path: '/audit', access: { routes: ['audit'] }, tags: ['audit'],
    query: pageQuerySchema, responses: { 200: pageOf(auditEntrySchema) },
  }),
};
