import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { getPvSettings, updatePvSettings } from './pv-settings.service.ts';

const { pharmacovigilanceSettings: c } = contract;

/** A programme's E2B(R3) identifiers and regulatory clock (decision 0088). */
export function pvSettingsRoutes(app: FastifyInstance): void {
  route(app, c.get, ({ deps, ctx, params }) => getPvSettings(deps, ctx, params.programId));
  route(app, c.update, ({ deps, ctx, params, body }) => updatePvSettings(deps, ctx, params.programId, body));
}
