import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './adverse-events.service.ts';

const { adverseEvents } = contract;

/** RDC 406/2020 adverse-event reports: the doctor's (signed in) and the patient's (public link, rate-limited). */
export function adverseEventsRoutes(app: FastifyInstance): void {
  const limited = { config: { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } } };
  route(app, adverseEvents.products, ({ deps, ctx }) => service.productsForDoctor(deps, ctx));
  route(app, adverseEvents.create, ({ deps, ctx, body }) => service.reportAsDoctor(deps, ctx, body));
  route(app, adverseEvents.productsByCode, ({ deps, params }) => service.productsForCode(deps, params.code), limited);
  route(app, adverseEvents.createByCode, ({ deps, params, body, request }) => service.reportAsPatient(deps, params.code, body, request.ip), limited);
}
