import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './followups.service.ts';

const { followups } = contract;

/** Spec §7 "Follow-ups" and their travel groups (contracts in @portal/domain/contracts/followups). */
export function followupsRoutes(app: FastifyInstance): void {
  route(app, followups.ofProgram, ({ deps, ctx, params, query }) =>
    service.listProgramFollowups(deps, ctx, params.programId, query.showOnlyWithTravelActive ?? false));
  route(app, followups.travelGroups, ({ deps, ctx, params }) => service.listProgramTravelGroups(deps, ctx, params.programId));
  route(app, followups.page, ({ deps, ctx, query }) => service.pageFollowups(deps, ctx, query));
  route(app, followups.get, ({ deps, ctx, params, query }) => service.getFollowup(deps, ctx, params.id, query.programId));
  route(app, followups.create, ({ deps, ctx, body }) => service.createFollowup(deps, ctx, body));
  route(app, followups.update, ({ deps, ctx, params, body }) => service.updateFollowup(deps, ctx, params.id, body));
  route(app, followups.remove, ({ deps, ctx, params }) => service.deleteFollowup(deps, ctx, params.id));
  route(app, followups.examGroups, ({ deps, ctx, params }) => service.listExamGroups(deps, ctx, params.followupId));
  route(app, followups.travelGroup, ({ deps, ctx, params }) => service.getFollowupTravelGroup(deps, ctx, params.followupId));
}
