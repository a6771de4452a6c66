import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './presentations.service.ts';

const { presentations } = contract;

/** Spec §7 "Presentations" (contracts in @portal/domain/contracts/presentations). */
export function presentationsRoutes(app: FastifyInstance): void {
  route(app, presentations.ofProgram, ({ deps, ctx, params }) => service.listProgramPresentations(deps, ctx, params.programId));
  route(app, presentations.ofProduct, ({ deps, ctx, params }) => service.listProductPresentations(deps, ctx, params.productId));
  route(app, presentations.page, ({ deps, ctx, query }) => service.pagePresentations(deps, ctx, query));
  route(app, presentations.get, ({ deps, ctx, params, query }) => service.getPresentation(deps, ctx, params.id, query.programId));
  route(app, presentations.create, ({ deps, ctx, body }) => service.createPresentation(deps, ctx, body));
  route(app, presentations.update, ({ deps, ctx, params, body }) => service.updatePresentation(deps, ctx, params.id, body));
  route(app, presentations.remove, ({ deps, ctx, params }) => service.deletePresentation(deps, ctx, params.id));
}
