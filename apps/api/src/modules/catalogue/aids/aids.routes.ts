import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './aids.service.ts';

const { aids } = contract;

/** Aids of exam and travel groups (contracts in @portal/domain/contracts/aids). */
export function aidsRoutes(app: FastifyInstance): void {
  route(app, aids.get, ({ deps, ctx, params }) => service.getAid(deps, ctx, params.id));
  route(app, aids.create, ({ deps, ctx, body }) => service.createAid(deps, ctx, body));
  route(app, aids.update, ({ deps, ctx, params, body }) => service.updateAid(deps, ctx, params.id, body));
  route(app, aids.remove, ({ deps, ctx, params }) => service.deleteAid(deps, ctx, params.id));
}
