import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './clients.service.ts';

const { clients } = contract;

/** Spec §7 "Clients": a system administrator's register (contracts in @portal/domain/contracts/clients). */
export function clientsRoutes(app: FastifyInstance): void {
  route(app, clients.list, ({ deps }) => service.listClients(deps));
  route(app, clients.get, ({ deps, params }) => service.getClient(deps, params.clientId));
  route(app, clients.page, ({ deps, query }) => service.pageClients(deps, query));
  route(app, clients.create, ({ deps, ctx, body }) => service.createClient(deps, ctx, body));
  route(app, clients.update, ({ deps, ctx, params, body }) => service.updateClient(deps, ctx, params.id, body));
  route(app, clients.remove, ({ deps, ctx, params }) => service.deleteClient(deps, ctx, params.id));
}
