import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './field-configs.service.ts';

const { fieldConfigs } = contract;

/** Patient and procedure field configs of a group (contracts in @portal/domain/contracts/field-configs). */
export function fieldConfigsRoutes(app: FastifyInstance): void {
  route(app, fieldConfigs.patient, ({ deps, ctx, params, query }) => service.listPatientFields(deps, ctx, query.groupType, params.groupId));
  route(app, fieldConfigs.procedure, ({ deps, ctx, params, query }) => service.listProcedureFields(deps, ctx, query.groupType, params.groupId));
  route(app, fieldConfigs.savePatient, ({ deps, ctx, params, query, body }) =>
    service.savePatientFields(deps, ctx, query.groupType, params.groupId, body));
  route(app, fieldConfigs.createProcedure, ({ deps, ctx, body }) => service.createProcedureField(deps, ctx, body));
  route(app, fieldConfigs.updateProcedure, ({ deps, ctx, params, body }) => service.updateProcedureField(deps, ctx, params.id, body));
  route(app, fieldConfigs.removeProcedure, ({ deps, ctx, params }) => service.deleteProcedureField(deps, ctx, params.id));
}
