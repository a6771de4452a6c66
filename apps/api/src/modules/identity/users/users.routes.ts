import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './users.service.ts';

const { users, passwordLinks } = contract;

/** Spec §7 "Users and groups": the users administration (contracts in @portal/domain/contracts/users). */
export function usersRoutes(app: FastifyInstance): void {
  route(app, users.list, ({ deps, ctx, query }) => service.listUsers(deps, ctx, query));
  route(app, users.managers, ({ deps, ctx, query }) => service.listManagers(deps, ctx, query));
  route(app, users.get, ({ deps, ctx, params, query }) => service.getUser(deps, ctx, params.id, query.programId));
  route(app, users.create, ({ deps, ctx, body }) => service.createUser(deps, ctx, body));
  route(app, users.unblock, ({ deps, ctx, params, query }) => service.unblockUser(deps, ctx, params.id, query.programId));
  route(app, passwordLinks.resendInvitation, ({ deps, ctx, params }) => service.resendInvitation(deps, ctx, params.id));
  route(app, users.update, ({ deps, ctx, params, body }) => service.updateUser(deps, ctx, params.id, body));
  route(app, users.setActive, ({ deps, ctx, params, body }) => service.setUserActive(deps, ctx, params.id, body.active));
}
