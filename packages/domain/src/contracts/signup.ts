import { z } from '../schemas/zod-config.ts';
import { errorSchema } from '../schemas/common.ts';
import { usagePolicySchema } from '../schemas/auth.ts';
import {
  publicPoliciesQuerySchema, signupRequestSchema, signupResponseSchema, specialtiesQuerySchema, specialtySchema,
} from '../schemas/signup.ts';
import { endpoint } from './endpoint.ts';

/** Spec §2 doctor signup: the signup itself and the lists its form offers, all open to visitors. */
const access = { public: true } as const;
const tags = ['signup'];

export const signupContract = {
  signup: endpoint({
    method: 'POST', path: '/users/signup', access, tags,
    body: signupRequestSchema,
    responses: { 201: signupResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
  }),
  /** Specialty user groups a doctor may choose at signup. */
  specialties: endpoint({
    method: 'GET', path: '/user-groups/get-specialties', access, tags,
    query: specialtiesQuerySchema, responses: { 200: z.array(specialtySchema) },
  }),
  /** The programme's usage policies for a user type, shown as signup checkboxes. */
  policies: endpoint({
    method: 'GET', path: '/program-usage-policies/public', access, tags,
    query: publicPoliciesQuerySchema, responses: { 200: z.array(usagePolicySchema) },
  }),
};
