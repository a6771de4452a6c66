import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './patient-procedures.service.ts';

const { patientProcedures } = contract;

/** The patient procedures register (contracts in @portal/domain/contracts/patient-procedures). */
export function patientProceduresRoutes(app: FastifyInstance): void {
  route(app, patientProcedures.page, ({ deps, ctx, query }) => service.pagePatientProcedures(deps, ctx, query));
  route(app, patientProcedures.get, ({ deps, ctx, params }) => service.getPatientProcedure(deps, ctx, params.id));
  route(app, patientProcedures.create, ({ deps, ctx, body }) => service.createPatientProcedure(deps, ctx, body));
  route(app, patientProcedures.update, ({ deps, ctx, params, body }) => service.updatePatientProcedure(deps, ctx, params.id, body));
  route(app, patientProcedures.remove, ({ deps, ctx, params }) => service.deletePatientProcedure(deps, ctx, params.id));
}
