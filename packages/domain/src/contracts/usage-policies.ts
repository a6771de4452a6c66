import { z } from '../schemas/zod-config.ts';
import { usagePolicySchema } from '../schemas/auth.ts';
import { acceptPoliciesSchema, pendingPoliciesQuerySchema } from '../schemas/usage-policies.ts';
import { endpoint } from './endpoint.ts';

/** Spec §2: the usage policies a signed-in user must accept before using the portal. */
const access = { allowPending: true };
const tags = ['usage-policies'];

export const usagePoliciesContract = {
  /** The session user's pending policies of the programme. */
  pending: endpoint({
    method: 'POST', path: '/program-usage-policies/get-program-policies-by-user-type', access, tags,
    body: pendingPoliciesQuerySchema, responses: { 200: z.array(usagePolicySchema) },
  }),
  accept: endpoint({
    method: 'POST', path: '/program-usage-policies/accept-policy', access, tags,
    body: acceptPoliciesSchema, status: 204,
  }),
};
