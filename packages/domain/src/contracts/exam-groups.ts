import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf, recordIdSchema } from '../schemas/common.ts';
import {
  examFormSchema, examGroupFormSchema, examGroupPageQuerySchema, examGroupRowSchema, examGroupSchema, examSchema, examsQuerySchema,
} from '../schemas/exam-groups.ts';

/**
 * Spec §3 Exam group and Exam. The exams of a group (§7) are read by every request screen; the
 * register is a system administrator's. The groups of a follow-up are `followups.examGroups`.
 */
const access = { routes: ['examGroups'] };
const tags = ['exam-groups'];

export const examGroupsContract = {
  exams: endpoint({
    method: 'GET', path: '/exam-groups/:examGroupId/exams', access: {}, tags,
    params: z.object({ examGroupId: recordIdSchema }), query: examsQuerySchema,
    responses: { 200: z.array(examSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/exam-groups', access, tags,
    query: examGroupPageQuerySchema, responses: { 200: pageOf(examGroupRowSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/exam-groups/:id', access, tags,
    params: idParamSchema, responses: { 200: examGroupSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/exam-groups', access, tags,
    body: examGroupFormSchema, responses: { 201: examGroupSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/exam-groups/:id', access, tags,
    params: idParamSchema, body: examGroupFormSchema, responses: { 200: examGroupSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/exam-groups/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
  getExam: endpoint({
    method: 'GET', path: '/exams/:id', access, tags,
    params: idParamSchema, responses: { 200: examSchema, ...errors },
  }),
  createExam: endpoint({
    method: 'POST', path: '/exams', access, tags,
    body: examFormSchema, responses: { 201: examSchema, ...errors },
  }),
  updateExam: endpoint({
    method: 'PUT', path: '/exams/:id', access, tags,
    params: idParamSchema, body: examFormSchema, responses: { 200: examSchema, ...errors },
  }),
  removeExam: endpoint({
    method: 'DELETE', path: '/exams/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
