import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Endpoint } from '@portal/domain/contracts';
import { describeOperation, SECURITY_SCHEMES, withImplicitErrors, withSpecSort } from './openapi-operations.ts';
import { withNullInNullableEnums } from './openapi-nullable.ts';
import { unifyPathParameters, withoutUnusedSchemas } from './openapi-paths.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface RouteConfig { endpoint?: Endpoint; rateLimit?: unknown }

/** A group of paths described outside the contracts (the FHIR base), merged into the document as given. */
export interface ExtraOpenApi {
  tag: { name: string; description: string };
  securitySchemes: Record<string, unknown>;
  paths: Record<string, unknown>;
}

/** OpenAPI generated from the route contracts, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerSwagger(app: FastifyInstance, extra: readonly ExtraOpenApi[] = []): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal de Programas de Suporte ao Paciente',
        version: '0.1.0',
        description: 'API do portal: cada operação vem do contrato declarado em packages/domain/src/contracts.',
        license: { name: 'Proprietária', url: 'https://www.gov.br/anpd/pt-br' },
      },
      servers: [{ url: app.config.publicUrl ?? `http://${app.config.host}:${app.config.port}`, description: 'Este portal' }],
      components: { securitySchemes: { ...SECURITY_SCHEMES, ...Object.assign({}, ...extra.map((e) => e.securitySchemes)) as object } },
    },
    transform: (input: TransformInput) => {
      const config = (input.route as { config?: RouteConfig }).config;
      const endpoint = config?.endpoint;
      if (!endpoint) return jsonSchemaTransform(input);
      const rateLimited = config.rateLimit !== undefined;
      const documented = withImplicitErrors(withSpecSort(input.schema, endpoint), endpoint, rateLimited);
      const { schema, url } = jsonSchemaTransform({ ...input, schema: documented });
      return { schema: describeOperation(schema, endpoint), url };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as { paths?: Record<string, never>; tags?: { name: string; description?: string }[]; components?: { schemas?: Record<string, unknown> } };
      const paths = { ...unifyPathParameters(document.paths ?? {}), ...Object.assign({}, ...extra.map((e) => e.paths)) as Record<string, never> };
      const tags = [...(document.tags ?? []), ...extra.map((e) => e.tag)];
      return withNullInNullableEnums(withoutUnusedSchemas({ ...document, paths, ...(tags.length ? { tags } : {}) }));
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
