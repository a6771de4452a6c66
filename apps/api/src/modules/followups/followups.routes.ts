import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  examGroupSummarySchema, followupFormSchema, followupSchema, idParamSchema, pageOf, pageQuerySchema, programIdQuerySchema,
  queryBoolean, travelGroupSchema,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { notFound } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { actorOf, assertProgramScope } from '../programs/program-scope.ts';
import * as repo from './followups.repository.ts';
import * as service from './followups.service.ts';

const tags = ['followups'];
const adminScreens = { routes: ['followups'] };
const followupParams = z.object({ followupId: z.coerce.number().int().positive() });

/** Follow-ups (spec §7): request screens and filters read them; the register screen writes. */
export const followupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/programs/:programId/followups', {
    schema: {
      tags, params: programIdQuerySchema, querystring: z.object({ showOnlyWithTravelActive: queryBoolean.optional() }),
      response: { 200: z.array(followupSchema), ...errors },
    },
  }, (request) => {
    assertProgramScope(authOf(request), request.params.programId);
    return repo.listProgramFollowups(app.db, request.params.programId, request.query.showOnlyWithTravelActive ?? false);
  });

  app.get('/programs/:programId/travel-groups', {
    config: { access: { routes: ['treatmentLocations'] } },
    schema: { tags, params: programIdQuerySchema, response: { 200: z.array(travelGroupSchema), ...errors } },
  }, (request) => {
    assertProgramScope(authOf(request), request.params.programId);
    return repo.listProgramTravelGroups(app.db, request.params.programId);
  });

  app.get('/followups', {
    config: { access: adminScreens },
    schema: { tags, querystring: pageQuerySchema.extend(programIdQuerySchema.shape), response: { 200: pageOf(followupSchema), ...errors } },
  }, (request) => {
    assertProgramScope(authOf(request), request.query.programId);
    return repo.pageFollowups(app.db, request.query.programId, request.query);
  });

  app.get('/followups/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, querystring: programIdQuerySchema.partial(), response: { 200: followupSchema, ...errors } },
  }, (request) => service.getFollowup(app.db, authOf(request), request.params.id, request.query.programId));

  app.post('/followups', {
    config: { access: adminScreens },
    schema: { tags, body: followupFormSchema, response: { 201: followupSchema, ...errors } },
  }, async (request, reply) =>
    reply.status(201).send(await service.createFollowup(app.db, authOf(request), actorOf(request), request.body)));

  app.put('/followups/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, body: followupFormSchema, response: { 200: followupSchema, ...errors } },
  }, (request) => service.updateFollowup(app.db, authOf(request), actorOf(request), request.params.id, request.body));

  app.delete('/followups/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteFollowup(app.db, authOf(request), actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/followups/:followupId/exam-groups', {
    schema: { tags, params: followupParams, response: { 200: z.array(examGroupSummarySchema), ...errors } },
  }, async (request) => {
    await service.getFollowup(app.db, authOf(request), request.params.followupId);
    return repo.listExamGroups(app.db, request.params.followupId);
  });

  app.get('/followups/:followupId/travel-group', {
    schema: { tags, params: followupParams, response: { 200: travelGroupSchema, ...errors } },
  }, async (request) => {
    await service.getFollowup(app.db, authOf(request), request.params.followupId);
    const group = await repo.findFollowupTravelGroup(app.db, request.params.followupId);
    if (!group) throw notFound('travelGroupNotFound');
    return group;
  });
};
