import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './supplies.service.ts';

const { supplies } = contract;

/** Supply groups and supplies (contracts in @portal/domain/contracts/supplies). */
export function suppliesRoutes(app: FastifyInstance): void {
  route(app, supplies.ofProgram, ({ deps, ctx, params }) => service.listProgramSupplyGroups(deps, ctx, params.programId));
  route(app, supplies.supplies, ({ deps, ctx, params }) => service.listGroupSupplies(deps, ctx, params.supplyGroupId));
  route(app, supplies.page, ({ deps, ctx, query }) => service.pageSupplyGroups(deps, ctx, query));
  route(app, supplies.get, ({ deps, ctx, params }) => service.getSupplyGroup(deps, ctx, params.id));
  route(app, supplies.create, ({ deps, ctx, body }) => service.createSupplyGroup(deps, ctx, body));
  route(app, supplies.update, ({ deps, ctx, params, body }) => service.updateSupplyGroup(deps, ctx, params.id, body));
  route(app, supplies.remove, ({ deps, ctx, params }) => service.deleteSupplyGroup(deps, ctx, params.id));
  route(app, supplies.getSupply, ({ deps, ctx, params }) => service.getSupply(deps, ctx, params.id));
  route(app, supplies.createSupply, ({ deps, ctx, body }) => service.createSupply(deps, ctx, body));
  route(app, supplies.updateSupply, ({ deps, ctx, params, body }) => service.updateSupply(deps, ctx, params.id, body));
  route(app, supplies.removeSupply, ({ deps, ctx, params }) => service.deleteSupply(deps, ctx, params.id));
}
