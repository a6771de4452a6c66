import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './addresses.service.ts';

const { addresses } = contract;

/** Spec §3 user address, §5 postcode (contracts in @portal/domain/contracts/addresses). */
export function addressesRoutes(app: FastifyInstance): void {
  route(app, addresses.mine, ({ deps, ctx, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.myAddress(deps, ctx);
  });
  route(app, addresses.byCep, ({ deps, params, request }) => service.addressByCep(deps, params.cep, request.log), {
    config: { rateLimit: { max: app.config.onboarding.cepRateLimitPerMinute, timeWindow: '1 minute' } },
  });
}
