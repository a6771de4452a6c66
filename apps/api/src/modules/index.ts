import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { approvalRoutes } from './approval/approval.routes.ts';
import { codesRoutes } from './codes/codes.routes.ts';
import { doctorsLookupRoutes } from './doctors-lookup/doctors-lookup.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { signupRoutes } from './signup/signup.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { programsPublicRoutes } from './programs/programs.public.routes.ts';
import { userGroupsRoutes } from './user-groups/user-groups.routes.ts';
import { usersRoutes } from './users/index.ts';
import { usagePoliciesRoutes } from './usage-policies/usage-policies.routes.ts';

/** Every feature's routes under /api; add a feature with one line here. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(programsPublicRoutes);
  await app.register(usagePoliciesRoutes);
  await app.register(auditRoutes);
  await app.register(async (scope) => usersRoutes(scope));
  await app.register(userGroupsRoutes);
  await app.register(catalogRoutes);
  await app.register(codesRoutes);
  await app.register(doctorsLookupRoutes);
  await app.register(signupRoutes);
  await app.register(approvalRoutes);
  await app.register(accountRoutes);
  await app.register(addressesRoutes);
  await app.register(outboxRoutes);
};
