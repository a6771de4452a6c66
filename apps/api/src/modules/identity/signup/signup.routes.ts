import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './signup.service.ts';

const { signup } = contract;

/** Spec §2 doctor signup (contracts in @portal/domain/contracts/signup). */
export function signupRoutes(app: FastifyInstance): void {
  route(app, signup.signup, ({ deps, body, request }) => service.signup(deps, body, request.ip), {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });
  route(app, signup.specialties, ({ deps, query }) => service.specialties(deps, query.programId));
  route(app, signup.policies, ({ deps, query }) => service.publicPolicies(deps, query.programId, query.userType));
}
