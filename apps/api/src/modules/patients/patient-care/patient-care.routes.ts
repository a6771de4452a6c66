import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './patient-care.service.ts';

const { patientCare } = contract;

/** The patients of the patient-care system (contracts in @portal/domain/contracts/patient-care). */
export function patientCareRoutes(app: FastifyInstance): void {
  route(app, patientCare.patients, ({ deps, ctx, params }) => service.listPatients(deps, ctx, params));
  route(app, patientCare.medications, ({ deps, ctx, params, query }) => service.listMedications(deps, ctx, params, query.patientId));
  route(app, patientCare.details, ({ deps, ctx, params }) => service.patientDetails(deps, ctx, params.patientId));
}
