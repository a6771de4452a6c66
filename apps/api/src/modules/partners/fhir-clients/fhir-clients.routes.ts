import type { FastifyInstance } from 'fastify';
import { FHIR_SCOPE_TYPES } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { createFhirClient, listFhirClients, revokeFhirClient, rotateFhirClientJwks } from './fhir-clients.service.ts';
import { ASSERTION_ALGORITHMS } from './fhir-clients.service.ts';
import { issueToken, OAuthError, tokenEndpointUrl } from './token.service.ts';

const { fhirClients: c } = contract;
/** A token request is a few fields: anything bigger is refused before it is parsed. */
const TOKEN_BODY_LIMIT = 16 * 1024;

/** The backend clients' administration and the token endpoint, under /api (decision 0083). */
export function fhirClientsRoutes(app: FastifyInstance): void {
  // OAuth's token requests are form-encoded (RFC 6749 §4.4.2): parsed here only, for this scope's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: TOKEN_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  route(app, c.list, ({ deps, ctx, query }) => listFhirClients(deps, ctx, query.programId));
  route(app, c.create, ({ deps, ctx, body }) => createFhirClient(deps, ctx, body));
  route(app, c.rotateJwks, ({ deps, ctx, params, body }) => rotateFhirClientJwks(deps, ctx, params.clientId, body));
  route(app, c.revoke, ({ deps, ctx, params }) => revokeFhirClient(deps, ctx, params.clientId));
  route(app, c.token, async ({ deps, body, reply }) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    try {
      return await issueToken(deps, body);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return reply.status(error.status).send({ error: error.error, error_description: error.description });
    }
  }, { config: { rateLimit: { max: 60, timeWindow: 60_000 } } });
}

/** `GET /fhir/R4/.well-known/smart-configuration` (SMART App Launch 2.x discovery, backend services part). */
export function smartConfigurationRoutes(app: FastifyInstance): void {
  app.get('/.well-known/smart-configuration', { schema: { hide: true } }, (_request, reply) => reply
    .header('cache-control', 'public, max-age=3600')
    .send({
      token_endpoint: tokenEndpointUrl(app.deps),
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGORITHMS],
      grant_types_supported: ['client_credentials'],
      scopes_supported: ['system/*.read', ...FHIR_SCOPE_TYPES.map((type) => `system/${type}.read`), 'system/*.rs', ...FHIR_SCOPE_TYPES.map((type) => `system/${type}.rs`)],
      capabilities: ['client-confidential-asymmetric', 'permission-v1', 'permission-v2'],
    }));
}
