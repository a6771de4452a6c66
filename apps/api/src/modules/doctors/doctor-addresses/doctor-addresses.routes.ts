import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './doctor-addresses.service.ts';

const { doctorAddresses } = contract;

/** The doctor's saved kit addresses per programme (contracts in @portal/domain/contracts/doctor-addresses). */
export function doctorAddressesRoutes(app: FastifyInstance): void {
  route(app, doctorAddresses.list, ({ deps, ctx, params }) => service.listAddresses(deps, ctx, params.programId, params.doctorId));
  route(app, doctorAddresses.create, ({ deps, ctx, params, body }) => service.createAddress(deps, ctx, params.programId, params.doctorId, body));
  route(app, doctorAddresses.update, ({ deps, ctx, params, body }) =>
    service.updateAddress(deps, ctx, params.programId, params.doctorId, params.addressId, body));
}
