import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './travel-groups.service.ts';

const { travelGroups } = contract;

/** Travel groups and the follow-ups a travel is requested for (contracts in @portal/domain/contracts/travel-groups). */
export function travelGroupsRoutes(app: FastifyInstance): void {
  route(app, travelGroups.followupsForTravel, ({ deps, ctx, params }) => service.listFollowupsForTravel(deps, ctx, params.programId));
  route(app, travelGroups.page, ({ deps, ctx, query }) => service.pageTravelGroups(deps, ctx, query));
  route(app, travelGroups.get, ({ deps, ctx, params }) => service.getTravelGroup(deps, ctx, params.id));
  route(app, travelGroups.create, ({ deps, ctx, body }) => service.createTravelGroup(deps, ctx, body));
  route(app, travelGroups.update, ({ deps, ctx, params, body }) => service.updateTravelGroup(deps, ctx, params.id, body));
  route(app, travelGroups.remove, ({ deps, ctx, params }) => service.deleteTravelGroup(deps, ctx, params.id));
}
