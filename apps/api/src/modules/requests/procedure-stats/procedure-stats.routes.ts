import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './procedure-stats.service.ts';

const { procedures } = contract;

/** Spec §7 `GET /procedures/count/{programId}` and the managers' time-to-therapy panel (dashboard). */
export function procedureStatsRoutes(app: FastifyInstance): void {
  route(app, procedures.count, ({ deps, ctx, params }) => service.countProcedures(deps, ctx, params.programId));
  route(app, procedures.statusCounts, ({ deps, ctx, params }) => service.countProceduresByStatus(deps, ctx, params.programId));
  route(app, procedures.weeklyVolume, ({ deps, ctx, params }) => service.weeklyVolume(deps, ctx, params.programId));
  route(app, procedures.timeToTherapy, ({ deps, ctx, params }) => service.timeToTherapy(deps, ctx, params.programId));
}
