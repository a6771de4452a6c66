import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cepAddressSchema, cepParamSchema, errorSchema, onlyDigits, userAddressSchema } from '@portal/domain';
import { cepProvider } from '../../integrations/cep/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { findUserAddress } from './addresses.repository.ts';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user's address, or null when none was saved. */
  app.get('/user-addresses/get-address', {
    config: { access: { allowPending: true } },
    schema: { tags: ['account'], response: { 200: userAddressSchema.nullable() } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return findUserAddress(app.db, authOf(request).userId);
  });

  /** Postcode lookup (spec §5): 8 digits; unknown → 404 cepNotFound; provider failure → 502 failedToSearchCep. */
  app.get('/integration/get-address-by-cep/:cep', {
    config: { access: { public: true }, rateLimit: { max: app.config.onboarding.cepRateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { tags: ['integration'], params: cepParamSchema, response: { 200: cepAddressSchema, 400: errorSchema, 404: errorSchema, 502: errorSchema } },
  }, async (request) => {
    const cep = onlyDigits(request.params.cep);
    if (cep.length !== 8) throw new AppError('validation', 400, { cep: ['validation.invalidCep'] });
    let found;
    try {
      found = await cepProvider(app.config.onboarding).lookup(cep);
    } catch (error) {
      request.log.warn({ err: error }, 'postcode lookup failed');
      throw new AppError('failedToSearchCep', 502);
    }
    if (!found) throw new AppError('cepNotFound', 404);
    return found;
  });
};
