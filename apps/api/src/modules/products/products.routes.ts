import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema, pageOf, pageQuerySchema, patientProcedureSchema, presentationSchema, productFormSchema, productSchema,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { authOf } from '../../plugins/auth.ts';
import { listProductPresentations } from '../presentations/presentations.repository.ts';
import { actorOf, assertProgramScope } from '../programs/program-scope.ts';
import * as repo from './products.repository.ts';
import * as service from './products.service.ts';

const tags = ['products'];
const adminScreens = { routes: ['products'] };
const programParams = z.object({ programId: z.coerce.number().int().positive() });
const productParams = z.object({ productId: z.coerce.number().int().positive() });

/**
 * Products of a programme. Reads serve every screen that picks a product (release, requests,
 * distribution, leaflets) in the caller's programme; writes are the products screen's.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products/:id', {
    schema: { tags, params: idParamSchema, response: { 200: productSchema, ...errors } },
  }, (request) => service.getProduct(app.db, authOf(request), request.params.id));

  app.get('/programs/:programId/products', {
    schema: { tags, params: programParams, response: { 200: z.array(productSchema), ...errors } },
  }, (request) => {
    assertProgramScope(authOf(request), request.params.programId);
    return repo.listProgramProducts(app.db, request.params.programId);
  });

  app.get('/programs/:programId/products-paged', {
    config: { access: adminScreens },
    schema: { tags, params: programParams, querystring: pageQuerySchema, response: { 200: pageOf(productSchema), ...errors } },
  }, (request) => {
    assertProgramScope(authOf(request), request.params.programId);
    return repo.pageProgramProducts(app.db, request.params.programId, request.query);
  });

  app.post('/products', {
    config: { access: adminScreens },
    schema: { tags, body: productFormSchema, response: { 201: productSchema, ...errors } },
  }, async (request, reply) =>
    reply.status(201).send(await service.createProduct(app.db, authOf(request), actorOf(request), request.body)));

  app.put('/products/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, body: productFormSchema, response: { 200: productSchema, ...errors } },
  }, (request) => service.updateProduct(app.db, authOf(request), actorOf(request), request.params.id, request.body));

  app.delete('/products/:productId', {
    config: { access: adminScreens },
    schema: { tags, params: productParams, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteProduct(app.db, authOf(request), actorOf(request), request.params.productId);
    return reply.status(204).send(null);
  });

  app.get('/products/:productId/presentations', {
    schema: { tags, params: productParams, response: { 200: z.array(presentationSchema), ...errors } },
  }, async (request) => {
    await service.getProduct(app.db, authOf(request), request.params.productId);
    return listProductPresentations(app.db, request.params.productId);
  });

  app.get('/products/:productId/patient-procedures', {
    schema: { tags, params: productParams, response: { 200: z.array(patientProcedureSchema), ...errors } },
  }, async (request) => {
    await service.getProduct(app.db, authOf(request), request.params.productId);
    return repo.listPatientProcedures(app.db, request.params.productId);
  });
};
