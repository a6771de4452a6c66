import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema, pageOf, pageQuerySchema, programIdQuerySchema, treatmentLocationFormSchema, treatmentLocationPageQuerySchema,
  treatmentLocationSchema,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { notFound } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { findTravelGroupProgram } from '../followups/followups.repository.ts';
import { actorOf, assertProgramScope } from '../programs/program-scope.ts';
import * as repo from './treatment-locations.repository.ts';
import * as service from './treatment-locations.service.ts';

const tags = ['treatment-locations'];
const adminScreens = { routes: ['treatmentLocations'] };

/** Treatment locations (spec §7): the travel request reads a group's locations; admins register them. */
export const treatmentLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/travel-groups/:travelGroupId/treatmentLocations', {
    schema: {
      tags, params: z.object({ travelGroupId: z.coerce.number().int().positive() }),
      response: { 200: z.array(treatmentLocationSchema), ...errors },
    },
  }, async (request) => {
    const programId = await findTravelGroupProgram(app.db, request.params.travelGroupId);
    if (programId === undefined) throw notFound('travelGroupNotFound');
    assertProgramScope(authOf(request), programId);
    return repo.listTravelGroupLocations(app.db, request.params.travelGroupId);
  });

  app.get('/treatmentLocations', {
    config: { access: adminScreens },
    schema: {
      tags, querystring: pageQuerySchema.extend(treatmentLocationPageQuerySchema.shape),
      response: { 200: pageOf(treatmentLocationSchema), ...errors },
    },
  }, (request) => {
    assertProgramScope(authOf(request), request.query.programId);
    return repo.pageTreatmentLocations(app.db, request.query.programId, request.query);
  });

  app.get('/treatmentLocations/edit/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, querystring: programIdQuerySchema.partial(), response: { 200: treatmentLocationSchema, ...errors } },
  }, (request) => service.getTreatmentLocation(app.db, authOf(request), request.params.id, request.query.programId));

  app.post('/treatmentLocations', {
    config: { access: adminScreens },
    schema: { tags, body: treatmentLocationFormSchema, response: { 201: treatmentLocationSchema, ...errors } },
  }, async (request, reply) =>
    reply.status(201).send(await service.createTreatmentLocation(app.db, authOf(request), actorOf(request), request.body)));

  app.put('/treatmentLocations/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, body: treatmentLocationFormSchema, response: { 200: treatmentLocationSchema, ...errors } },
  }, (request) => service.updateTreatmentLocation(app.db, authOf(request), actorOf(request), request.params.id, request.body));

  app.delete('/treatmentLocations/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteTreatmentLocation(app.db, authOf(request), actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
