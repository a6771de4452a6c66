import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageOf, permissionOptionSchema, permissionOptionsQuerySchema, permissionTypesResponseSchema, userGroupIdParamSchema,
  userGroupListQuerySchema, userGroupPermissionParamsSchema, userGroupPermissionSaveSchema, userGroupPermissionSchema,
  userGroupPermissionsResponseSchema, userGroupSaveSchema, userGroupSchema, userGroupUserParamsSchema, userGroupUserSaveSchema,
  userGroupUserSchema, userIdParamSchema, userPermissionSchema, userProgramQuerySchema,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { authOf } from '../../plugins/auth.ts';
import * as service from './user-groups.service.ts';


/**
 * Spec §7 user groups, memberships and permissions. Groups and permissions need the user-groups
 * screens (admins); memberships need the user's groups screen, and the service refuses members of
 * a higher type than the actor.
 */
export const userGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = { routes: ['userGroups'] };
  const memberships = { routes: ['userUserGroups'] };
  const permissions = { routes: ['userGroupPermissions'] };

  app.get('/user-groups', {
    config: { access: { routes: ['userGroups', 'userUserGroups'] } },
    schema: {
      tags: ['user-groups'], querystring: userGroupListQuerySchema,
      response: { 200: z.union([pageOf(userGroupSchema), z.array(userGroupSchema)]), ...errors },
    },
  }, (request) => service.listGroups(app, authOf(request), request.query));

  app.post('/user-groups', {
    config: { access: groups },
    schema: { tags: ['user-groups'], body: userGroupSaveSchema, response: { 200: userGroupSchema, ...errors } },
  }, (request) => service.saveGroup(app, authOf(request), request.body, request.ip));

  app.delete('/user-groups/:userGroupId', {
    config: { access: groups },
    schema: { tags: ['user-groups'], params: userGroupIdParamSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteGroup(app, authOf(request), request.params.userGroupId, request.ip);
    return reply.status(204).send(null);
  });

  app.get('/user-groups/User/:userId/History', {
    config: { access: memberships },
    schema: { tags: ['user-groups'], params: userIdParamSchema, querystring: userProgramQuerySchema, response: { 200: z.array(userGroupUserSchema), ...errors } },
  }, (request) => service.listMemberships(app, authOf(request), request.params.userId, request.query.programId, true));

  app.get('/user-groups/User/:userId', {
    config: { access: memberships },
    schema: { tags: ['user-groups'], params: userIdParamSchema, querystring: userProgramQuerySchema, response: { 200: z.array(userGroupUserSchema), ...errors } },
  }, (request) => service.listMemberships(app, authOf(request), request.params.userId, request.query.programId, false));

  app.post('/user-groups/User/:userId', {
    config: { access: memberships },
    schema: { tags: ['user-groups'], params: userIdParamSchema, body: userGroupUserSaveSchema, response: { 200: userGroupUserSchema, ...errors } },
  }, (request) => service.saveMembership(app, authOf(request), request.params.userId, request.body, request.ip));

  app.delete('/user-groups/:userGroupId/Users/:userGroupUserId', {
    config: { access: memberships },
    schema: { tags: ['user-groups'], params: userGroupUserParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.removeMembership(app, authOf(request), request.params.userGroupId, request.params.userGroupUserId, request.ip);
    return reply.status(204).send(null);
  });

  app.get('/user-groups/permission-types', {
    config: { access: permissions },
    schema: { tags: ['user-groups'], querystring: userProgramQuerySchema, response: { 200: permissionTypesResponseSchema, ...errors } },
  }, (request) => service.permissionTypes(app, authOf(request), request.query.programId));

  app.get('/user-groups/permission-options', {
    config: { access: permissions },
    schema: { tags: ['user-groups'], querystring: permissionOptionsQuerySchema, response: { 200: z.array(permissionOptionSchema), ...errors } },
  }, (request) => service.permissionOptions(app, authOf(request), request.query));

  app.get('/users/:userId/permissions', {
    config: { access: { routes: ['userPermissions'] } },
    schema: {
      tags: ['user-groups'], params: userIdParamSchema, querystring: userProgramQuerySchema,
      response: { 200: z.array(userPermissionSchema), ...errors },
    },
  }, (request) => service.listUserPermissions(app, authOf(request), request.params.userId, request.query.programId));

  app.get('/user-groups/:userGroupId/Permissions', {
    config: { access: permissions },
    schema: { tags: ['user-groups'], params: userGroupIdParamSchema, response: { 200: userGroupPermissionsResponseSchema, ...errors } },
  }, (request) => service.listPermissions(app, authOf(request), request.params.userGroupId));

  app.post('/user-groups/:userGroupId/Permissions', {
    config: { access: permissions },
    schema: { tags: ['user-groups'], params: userGroupIdParamSchema, body: userGroupPermissionSaveSchema, response: { 201: userGroupPermissionSchema, ...errors } },
  }, async (request, reply) => {
    const created = await service.addPermission(app, authOf(request), request.params.userGroupId, request.body, request.ip);
    return reply.status(201).send(created);
  });

  app.delete('/user-groups/:userGroupId/Permissions/:userGroupPermissionId', {
    config: { access: permissions },
    schema: { tags: ['user-groups'], params: userGroupPermissionParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.removePermission(app, authOf(request), request.params.userGroupId, request.params.userGroupPermissionId, request.ip);
    return reply.status(204).send(null);
  });
};
