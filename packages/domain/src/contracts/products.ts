import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf, pageQuerySchema, recordIdSchema } from '../schemas/common.ts';
import { productSortQuerySchema } from '../schemas/catalog-sort.ts';
import { patientProcedureSchema, productFormSchema, productSchema } from '../schemas/products.ts';

/**
 * Spec §7 "Products" of a programme. Reads serve every screen that picks a product (release,
 * requests, distribution, leaflets) in the caller's programme; writes are the products screen's.
 */
const access = { routes: ['products'] };
const tags = ['products'];
const programParams = z.object({ programId: recordIdSchema });
const productParams = z.object({ productId: recordIdSchema });

export const productsContract = {
  get: endpoint({
    method: 'GET', path: '/products/:id', access: {}, tags,
    params: idParamSchema, responses: { 200: productSchema, ...errors },
  }),
  ofProgram: endpoint({
    method: 'GET', path: '/programs/:programId/products', access: {}, tags,
    params: programParams, responses: { 200: z.array(productSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/programs/:programId/products-paged', access, tags,
    params: programParams, query: pageQuerySchema.extend(productSortQuerySchema.shape), responses: { 200: pageOf(productSchema), ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/products', access, tags,
    body: productFormSchema, responses: { 201: productSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/products/:id', access, tags,
    params: idParamSchema, body: productFormSchema, responses: { 200: productSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/products/:productId', access, tags,
    params: productParams, responses: { 204: z.null(), ...errors },
  }),
  patientProcedures: endpoint({
    method: 'GET', path: '/products/:productId/patient-procedures', access: {}, tags,
    params: productParams, responses: { 200: z.array(patientProcedureSchema), ...errors },
  }),
};
