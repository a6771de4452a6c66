import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, publicPoliciesQuerySchema, signupRequestSchema, signupResponseSchema, specialtiesQuerySchema, specialtySchema,
  usagePolicySchema,
} from '@portal/domain';
import * as repo from './signup.repository.ts';
import { signup } from './signup.service.ts';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/signup', {
    config: { access: { public: true }, rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags: ['signup'], body: signupRequestSchema,
      response: { 201: signupResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const result = await signup(app, request.body, request.ip);
    return reply.status(201).send(result);
  });

  /** Specialty user groups a doctor may choose at signup. */
  app.get('/user-groups/get-specialties', {
    config: { access: { public: true } },
    schema: { tags: ['signup'], querystring: specialtiesQuerySchema, response: { 200: z.array(specialtySchema) } },
  }, (request) => repo.specialtyGroups(app.db, request.query.programId));

  /** The programme's usage policies for a user type, shown as signup checkboxes. */
  app.get('/program-usage-policies/public', {
    config: { access: { public: true } },
    schema: { tags: ['signup'], querystring: publicPoliciesQuerySchema, response: { 200: z.array(usagePolicySchema) } },
  }, (request) => repo.programPolicies(app.db, request.query.programId, request.query.userType));
};
