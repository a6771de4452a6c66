import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { pageOf } from '../schemas/common.ts';
import { userIdParamSchema, userProgramQuerySchema } from '../schemas/users.ts';
import {
  permissionOptionSchema, permissionOptionsQuerySchema, permissionTypesResponseSchema, userGroupIdParamSchema, userGroupListQuerySchema,
  userGroupMemberAddSchema, userGroupMemberAddedSchema, userGroupPermissionParamsSchema, userGroupPermissionSaveSchema, userGroupPermissionSchema, userGroupPermissionsResponseSchema,
  userGroupSaveSchema, userGroupSchema, userGroupUserParamsSchema, userGroupUserSaveSchema, userGroupUserSchema, userPermissionSchema,
} from '../schemas/user-groups.ts';

/**
 * Spec §7 user groups, memberships and permissions. Groups and permissions need the user-groups
 * screens (admins); memberships need the user's groups screen, and the service refuses members of
 * a higher type than the actor.
 */
const tags = ['user-groups'];
const groups = { routes: ['userGroups'] } as const;
const memberships = { routes: ['userUserGroups'] } as const;
const permissions = { routes: ['userGroupPermissions'] } as const;

export const userGroupsContract = {
  /** With `take` the answer is a page, else every group (for selectors). */
  list: endpoint({
    method: 'GET', path: '/user-groups', access: { routes: ['userGroups', 'userUserGroups'] }, tags,
    query: userGroupListQuerySchema, responses: { 200: z.union([pageOf(userGroupSchema), z.array(userGroupSchema)]), ...errors },
  }),
  /** Creates a group, or updates it when `id` is given. */
  save: endpoint({
    method: 'POST', path: '/user-groups', access: groups, tags,
    body: userGroupSaveSchema, responses: { 200: userGroupSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/user-groups/:userGroupId', access: groups, tags,
    params: userGroupIdParamSchema, responses: { 204: z.null(), ...errors },
  }),
  membershipHistory: endpoint({
    method: 'GET', path: '/user-groups/User/:userId/History', access: memberships, tags,
    params: userIdParamSchema, query: userProgramQuerySchema, responses: { 200: z.array(userGroupUserSchema), ...errors },
  }),
  memberships: endpoint({
    method: 'GET', path: '/user-groups/User/:userId', access: memberships, tags,
    params: userIdParamSchema, query: userProgramQuerySchema, responses: { 200: z.array(userGroupUserSchema), ...errors },
  }),
  /** Adds the user to a group, or changes a membership (kept in the history). */
  saveMembership: endpoint({
    method: 'POST', path: '/user-groups/User/:userId', access: memberships, tags,
    params: userIdParamSchema, body: userGroupUserSaveSchema, responses: { 200: userGroupUserSchema, ...errors },
  }),
  /**
   * Adds an existing user, named by their exact e-mail, to the group and so to its programme —
   * one of another programme included (decision 0065). Administrators only: an e-mail nobody of a
   * type the caller manages holds answers 404 `userToAddNotFound`; nothing lists users outside the programme.
   */
  addMemberByEmail: endpoint({
    method: 'POST', path: '/user-groups/:userGroupId/Users', access: groups, tags,
    params: userGroupIdParamSchema, body: userGroupMemberAddSchema, responses: { 200: userGroupMemberAddedSchema, ...errors },
  }),
  removeMembership: endpoint({
    method: 'DELETE', path: '/user-groups/:userGroupId/Users/:userGroupUserId', access: memberships, tags,
    params: userGroupUserParamsSchema, responses: { 204: z.null(), ...errors },
  }),
  permissionTypes: endpoint({
    method: 'GET', path: '/user-groups/permission-types', access: permissions, tags,
    query: userProgramQuerySchema, responses: { 200: permissionTypesResponseSchema, ...errors },
  }),
  /** The catalogue rows of one picker level; the inventory screens pick their item with it too. */
  permissionOptions: endpoint({
    method: 'GET', path: '/user-groups/permission-options', access: { routes: ['userGroupPermissions', 'inventoryDistribution'] }, tags,
    query: permissionOptionsQuerySchema, responses: { 200: z.array(permissionOptionSchema), ...errors },
  }),
  /** What a user holds through their groups. */
  userPermissions: endpoint({
    method: 'GET', path: '/users/:userId/permissions', access: { routes: ['userPermissions'] }, tags,
    params: userIdParamSchema, query: userProgramQuerySchema, responses: { 200: z.array(userPermissionSchema), ...errors },
  }),
  permissions: endpoint({
    method: 'GET', path: '/user-groups/:userGroupId/Permissions', access: permissions, tags,
    params: userGroupIdParamSchema, responses: { 200: userGroupPermissionsResponseSchema, ...errors },
  }),
  addPermission: endpoint({
    method: 'POST', path: '/user-groups/:userGroupId/Permissions', access: permissions, tags,
    params: userGroupIdParamSchema, body: userGroupPermissionSaveSchema, responses: { 201: userGroupPermissionSchema, ...errors },
  }),
  removePermission: endpoint({
    method: 'DELETE', path: '/user-groups/:userGroupId/Permissions/:userGroupPermissionId', access: permissions, tags,
    params: userGroupPermissionParamsSchema, responses: { 204: z.null(), ...errors },
  }),
};
