import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './programs.service.ts';

const { programs } = contract;

/** Spec §7 "Programs": the register, and a member's own programme (contracts in @portal/domain/contracts/programs). */
export function programsRoutes(app: FastifyInstance): void {
  route(app, programs.list, ({ deps }) => service.listPrograms(deps));
  route(app, programs.get, ({ deps, ctx, params }) => service.getProgram(deps, ctx, params.id));
  route(app, programs.create, ({ deps, ctx, body }) => service.createProgram(deps, ctx, body));
  route(app, programs.update, ({ deps, ctx, params, body }) => service.updateProgram(deps, ctx, params.id, body));
  route(app, programs.remove, ({ deps, ctx, params }) => service.deleteProgram(deps, ctx, params.programId));
  route(app, programs.ofClient, ({ deps, params }) => service.listClientPrograms(deps, params.clientId));
  route(app, programs.pageOfClient, ({ deps, params, query }) => service.pageClientPrograms(deps, params.clientId, query));
}
