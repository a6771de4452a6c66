import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './institutions.service.ts';

const { institutions } = contract;

/** Institutions (laboratories) of a programme (contracts in @portal/domain/contracts/institutions). */
export function institutionsRoutes(app: FastifyInstance): void {
  route(app, institutions.get, ({ deps, ctx, params }) => service.getInstitution(deps, ctx, params.institutionId));
  route(app, institutions.ofProgram, ({ deps, ctx, params }) => service.listProgramInstitutions(deps, ctx, params.programId));
  route(app, institutions.page, ({ deps, ctx, query }) => service.pageInstitutions(deps, ctx, query));
  route(app, institutions.create, ({ deps, ctx, body }) => service.createInstitution(deps, ctx, body));
  route(app, institutions.update, ({ deps, ctx, params, body }) => service.updateInstitution(deps, ctx, params.id, body));
  route(app, institutions.remove, ({ deps, ctx, params }) => service.deleteInstitution(deps, ctx, params.id));
}
