import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './first-medicine.service.ts';

const { firstMedicine } = contract;

/** The first-medicine release screen's calls to the registration web service (contracts in @portal/domain/contracts/first-medicine). */
export function firstMedicineRoutes(app: FastifyInstance): void {
  route(app, firstMedicine.checkPatient, ({ deps, ctx, body }) => service.checkPatient(deps, ctx, body));
  route(app, firstMedicine.registerPatient, ({ deps, ctx, body }) => service.registerPatient(deps, ctx, body));
  route(app, firstMedicine.validateTreatmentStart, ({ deps, ctx, body }) => service.validateTreatmentStart(deps, ctx, body));
  route(app, firstMedicine.medicines, ({ deps, ctx, query }) => service.listMedicines(deps, ctx, query));
  route(app, firstMedicine.presentations, ({ deps, ctx, query }) => service.listPresentations(deps, ctx, query));
  route(app, firstMedicine.questions, ({ deps, ctx, query }) => service.listQuestions(deps, ctx, query));
}
