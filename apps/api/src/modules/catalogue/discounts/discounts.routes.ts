import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './discounts.service.ts';

const { discounts } = contract;

/** Medicines and discounts of the discount service (contracts in @portal/domain/contracts/discounts). */
export function discountsRoutes(app: FastifyInstance): void {
  route(app, discounts.medicines, ({ deps, params }) => service.listMedicines(deps, params.programId));
  route(app, discounts.discounts, ({ deps, params }) => service.listDiscounts(deps, params.programId, params.familyId, params.uf));
}
