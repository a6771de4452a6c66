import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf } from '../schemas/common.ts';
import {
  managersQuerySchema, userActiveSchema, userDetailSchema, userInputSchema, userListItemSchema, userListQuerySchema, userProgramQuerySchema, userRefSchema,
} from '../schemas/users.ts';

/**
 * Spec §7 "Users and groups": the users administration. Every endpoint needs the users screen;
 * record-level rules (a user of a higher type is never managed) live in the service.
 */
const access = { routes: ['users'] };
const tags = ['users'];

export const usersContract = {
  list: endpoint({
    method: 'GET', path: '/users', access, tags,
    query: userListQuerySchema, responses: { 200: pageOf(userListItemSchema), ...errors },
  }),
  managers: endpoint({
    method: 'GET', path: '/users/managers', access: { routes: ['users', 'userUserGroups'] }, tags,
    query: managersQuerySchema, responses: { 200: z.array(userRefSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/users/:id', access, tags,
    params: idParamSchema, query: userProgramQuerySchema, responses: { 200: userDetailSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/users', access, tags,
    body: userInputSchema, responses: { 201: userDetailSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/users/:id', access, tags,
    params: idParamSchema, body: userInputSchema, responses: { 200: userDetailSchema, ...errors },
  }),
  /** An administrator lifts a block and every login throttle on the account (audited); sessions are untouched. */
  unblock: endpoint({
    method: 'POST', path: '/users/:id/unblock', access: { routes: ['users'], types: ['SYSADMIN', 'ADMIN'] }, tags,
    params: idParamSchema, query: userProgramQuerySchema, status: 204, responses: { ...errors },
  }),
  /** Deactivates or reactivates a user the caller manages; deactivating ends the user's sessions. */
  setActive: endpoint({
    method: 'PUT', path: '/users/:id/active', access, tags,
    params: idParamSchema, body: userActiveSchema, responses: { 200: userDetailSchema, ...errors },
  }),
};
