import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { getMessagingSettings, updateMessagingSettings } from './messaging-settings.service.ts';

const { messagingSettings: c } = contract;

/** A programme's messaging settings, its administrators' (decision 0078). */
export function messagingSettingsRoutes(app: FastifyInstance): void {
  route(app, c.get, ({ deps, ctx, params }) => getMessagingSettings(deps, ctx, params.programId));
  route(app, c.update, ({ deps, ctx, params, body }) => updateMessagingSettings(deps, ctx, params.programId, body));
}
