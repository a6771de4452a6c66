import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { addMemberByEmail } from './existing-member.service.ts';
import * as service from './user-groups.service.ts';

const { userGroups: c } = contract;

/** Spec §7 user groups, memberships and permissions (contracts in @portal/domain/contracts/user-groups). */
export function userGroupsRoutes(app: FastifyInstance): void {
  route(app, c.list, ({ deps, ctx, query }) => service.listGroups(deps, ctx, query));
  route(app, c.save, ({ deps, ctx, body }) => service.saveGroup(deps, ctx, body));
  route(app, c.remove, ({ deps, ctx, params }) => service.deleteGroup(deps, ctx, params.userGroupId));
  route(app, c.membershipHistory, ({ deps, ctx, params, query }) => service.listMemberships(deps, ctx, params.userId, query.programId, true));
  route(app, c.memberships, ({ deps, ctx, params, query }) => service.listMemberships(deps, ctx, params.userId, query.programId, false));
  route(app, c.saveMembership, ({ deps, ctx, params, body }) => service.saveMembership(deps, ctx, params.userId, body));
  route(app, c.addMemberByEmail, ({ deps, ctx, params, body }) => addMemberByEmail(deps, ctx, params.userGroupId, body));
  route(app, c.removeMembership, ({ deps, ctx, params }) =>
    service.removeMembership(deps, ctx, params.userGroupId, params.userGroupUserId));
  route(app, c.permissionTypes, ({ deps, ctx, query }) => service.permissionTypes(deps, ctx, query.programId));
  route(app, c.permissionOptions, ({ deps, ctx, query }) => service.permissionOptions(deps, ctx, query));
  route(app, c.userPermissions, ({ deps, ctx, params, query }) => service.listUserPermissions(deps, ctx, params.userId, query.programId));
  route(app, c.permissions, ({ deps, ctx, params }) => service.listPermissions(deps, ctx, params.userGroupId));
  route(app, c.addPermission, ({ deps, ctx, params, body }) => service.addPermission(deps, ctx, params.userGroupId, body));
  route(app, c.removePermission, ({ deps, ctx, params }) =>
    service.removePermission(deps, ctx, params.userGroupId, params.userGroupPermissionId));
}
