import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './usage-policies.service.ts';

const { usagePolicies } = contract;

/** Spec §2: the usage policies a signed-in user must accept (contracts in @portal/domain/contracts/usage-policies). */
export function usagePoliciesRoutes(app: FastifyInstance): void {
  route(app, usagePolicies.pending, ({ deps, ctx, body }) => service.pendingPolicies(deps, ctx, body.programId));
  route(app, usagePolicies.accept, ({ deps, ctx, body }) => service.acceptPolicies(deps, ctx, body));
}
