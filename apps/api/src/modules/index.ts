import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { addressesRoutes } from './addresses/index.ts';
import { approvalRoutes } from './approval/index.ts';
import { codesRoutes } from './codes/index.ts';
import { doctorsLookupRoutes } from './doctors-lookup/index.ts';
import { doctorsRoutes } from './doctors/index.ts';
import { outboxRoutes } from './outbox/index.ts';
import { signupRoutes } from './signup/index.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { auditRoutes } from './audit/index.ts';
import { authRoutes } from './auth/index.ts';
import { healthRoutes } from './health/index.ts';
import { inventoryRoutes } from './inventory/index.ts';
import { programsPublicRoutes } from './programs/index.ts';
import { userGroupsRoutes } from './user-groups/index.ts';
import { usersRoutes } from './users/index.ts';
import { usagePoliciesRoutes } from './usage-policies/index.ts';

/** Every feature's routes under /api; add a feature with one line here. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => healthRoutes(scope));
  await app.register(async (scope) => authRoutes(scope));
  await app.register(async (scope) => programsPublicRoutes(scope));
  await app.register(async (scope) => usagePoliciesRoutes(scope));
  await app.register(async (scope) => auditRoutes(scope));
  await app.register(async (scope) => usersRoutes(scope));
  await app.register(async (scope) => userGroupsRoutes(scope));
  await app.register(catalogRoutes);
  await app.register(async (scope) => codesRoutes(scope));
  await app.register(async (scope) => doctorsLookupRoutes(scope));
  await app.register(async (scope) => doctorsRoutes(scope));
  await app.register(async (scope) => signupRoutes(scope));
  await app.register(async (scope) => approvalRoutes(scope));
  await app.register(async (scope) => accountRoutes(scope));
  await app.register(async (scope) => addressesRoutes(scope));
  await app.register(async (scope) => outboxRoutes(scope));
  await app.register(async (scope) => inventoryRoutes(scope));
};
