import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './programs.service.ts';

const { programs } = contract;

/** What the landing, login and signup pages need before anyone is signed in. */
export function programsPublicRoutes(app: FastifyInstance): void {
  route(app, programs.listPublic, ({ deps }) => service.listPublicPrograms(deps));
  route(app, programs.bySlug, ({ deps, params }) => service.getPublicProgram(deps, params.slug));
}
