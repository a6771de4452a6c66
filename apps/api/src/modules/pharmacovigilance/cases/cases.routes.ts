import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { addCaseVersion, caseQueue, caseVersions, getCase } from './cases.service.ts';

const { pharmacovigilance: c } = contract;

/** The case queue, a case and its versions (decision 0087). */
export function casesRoutes(app: FastifyInstance): void {
  route(app, c.queue, ({ deps, ctx, query }) => caseQueue(deps, ctx, query.programId));
  route(app, c.get, ({ deps, ctx, params }) => getCase(deps, ctx, params.protocol));
  route(app, c.versions, ({ deps, ctx, params }) => caseVersions(deps, ctx, params.protocol));
  route(app, c.addVersion, ({ deps, ctx, params, body }) => addCaseVersion(deps, ctx, params.protocol, body));
}
