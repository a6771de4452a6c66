import { errorSchema, idParamSchema } from '../schemas/common.ts';
import { approveUserResponseSchema, approveUserSchema } from '../schemas/approval.ts';
import { endpoint } from './endpoint.ts';

/** Spec §2, §6: a manager approves a user awaiting approval (the users screen). */
export const approvalContract = {
  /** A user outside the manager's programme answers like one that does not exist (404 failedToLoadUser). */
  approve: endpoint({
    method: 'PUT', path: '/users/:id/approved', access: { routes: ['users'] }, tags: ['users'],
    params: idParamSchema, body: approveUserSchema,
    responses: { 200: approveUserResponseSchema, 403: errorSchema, 404: errorSchema },
  }),
};
