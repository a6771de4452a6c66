import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as groups from './exam-groups.service.ts';
import * as exams from './exams.service.ts';

const { examGroups } = contract;

/** Exam groups and their exams (contracts in @portal/domain/contracts/exam-groups). */
export function examGroupsRoutes(app: FastifyInstance): void {
  route(app, examGroups.exams, ({ deps, ctx, params, query }) => exams.listGroupExams(deps, ctx, params.examGroupId, query.institutionId));
  route(app, examGroups.page, ({ deps, ctx, query }) => groups.pageExamGroups(deps, ctx, query));
  route(app, examGroups.get, ({ deps, ctx, params }) => groups.getExamGroup(deps, ctx, params.id));
  route(app, examGroups.create, ({ deps, ctx, body }) => groups.createExamGroup(deps, ctx, body));
  route(app, examGroups.update, ({ deps, ctx, params, body }) => groups.updateExamGroup(deps, ctx, params.id, body));
  route(app, examGroups.remove, ({ deps, ctx, params }) => groups.deleteExamGroup(deps, ctx, params.id));
  route(app, examGroups.getExam, ({ deps, ctx, params }) => exams.getExam(deps, ctx, params.id));
  route(app, examGroups.createExam, ({ deps, ctx, body }) => exams.createExam(deps, ctx, body));
  route(app, examGroups.updateExam, ({ deps, ctx, params, body }) => exams.updateExam(deps, ctx, params.id, body));
  route(app, examGroups.removeExam, ({ deps, ctx, params }) => exams.deleteExam(deps, ctx, params.id));
}
