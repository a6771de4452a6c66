import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_TYPES, usagePolicySchema } from '@portal/domain';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { authOf } from '../../plugins/auth.ts';
import * as repo from '../auth/auth.repository.ts';

const idList = z.array(z.number().int().positive()).min(1).max(100);

export const usagePoliciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/program-usage-policies/get-program-policies-by-user-type', {
    config: { access: { allowPending: true } },
    schema: {
      tags: ['usage-policies'],
      body: z.object({ programId: z.number().int().positive(), userType: z.enum(USER_TYPES) }),
      response: { 200: z.array(usagePolicySchema) },
    },
  }, (request) => {
    const auth = authOf(request);
    if (request.body.programId !== auth.programId) throw forbidden();
    return repo.findPendingPolicies(app.db, auth.userId, auth.programId, auth.userType);
  });

  app.post('/program-usage-policies/accept-policy', {
    config: { access: { allowPending: true } },
    schema: { tags: ['usage-policies'], body: z.object({ userId: z.number().int().positive(), programUsagePoliciesIds: idList }) },
  }, async (request, reply) => {
    const auth = authOf(request);
    const { userId, programUsagePoliciesIds } = request.body;
    if (userId !== auth.userId) throw forbidden();
    const ids = [...new Set(programUsagePoliciesIds)];
    const found = await repo.findPoliciesByIds(app.db, auth.programId, ids);
    if (found.length !== ids.length) throw new AppError('invalidField', 400, { programUsagePoliciesIds: ['validation.invalidField'] });
    await app.db.transaction(async (tx) => {
      await repo.acceptPolicies(tx, auth.userId, ids);
      await recordAudit(tx, { actorId: auth.userId, action: 'acceptPolicies', entity: 'user', entityId: auth.userId, after: { ids }, ip: request.ip });
    });
    return reply.status(204).send();
  });
};
