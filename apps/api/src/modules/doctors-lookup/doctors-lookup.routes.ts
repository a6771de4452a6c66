import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  doctorLookupParamsSchema, doctorLookupQuerySchema, doctorLookupResponseSchema, errorSchema, recoverLoginResponseSchema,
} from '@portal/domain';
import { AppError } from '../../lib/app-error.ts';
import { lookupForSignup, recoverLogin } from './doctors-lookup.service.ts';

/** Public CRM lookup: signup step 0 (`signup=true&programId=`) and /recover-login (without signup). */
export const doctorsLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/:uf/:crm', {
    config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['signup'], params: doctorLookupParamsSchema, querystring: doctorLookupQuerySchema,
      response: { 200: z.union([doctorLookupResponseSchema, recoverLoginResponseSchema]), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { uf, crm } = request.params;
    const { signup, programId } = request.query;
    if (!signup) return recoverLogin(app.db, crm, uf);
    if (!programId) throw new AppError('validation', 400, { programId: ['validation.requiredField'] });
    return lookupForSignup(app.db, crm, uf, programId);
  });
};
