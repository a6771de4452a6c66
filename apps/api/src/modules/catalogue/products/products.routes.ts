import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './products.service.ts';

const { products } = contract;

/** Spec §7 "Products" of a programme (contracts in @portal/domain/contracts/products). */
export function productsRoutes(app: FastifyInstance): void {
  route(app, products.get, ({ deps, ctx, params }) => service.getProduct(deps, ctx, params.id));
  route(app, products.ofProgram, ({ deps, ctx, params }) => service.listProgramProducts(deps, ctx, params.programId));
  route(app, products.page, ({ deps, ctx, params, query }) => service.pageProgramProducts(deps, ctx, params.programId, query));
  route(app, products.create, ({ deps, ctx, body }) => service.createProduct(deps, ctx, body));
  route(app, products.update, ({ deps, ctx, params, body }) => service.updateProduct(deps, ctx, params.id, body));
  route(app, products.remove, ({ deps, ctx, params }) => service.deleteProduct(deps, ctx, params.productId));
  route(app, products.patientProcedures, ({ deps, ctx, params }) => service.listPatientProcedures(deps, ctx, params.productId));
}
