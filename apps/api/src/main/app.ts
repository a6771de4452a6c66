import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { memoSerializerCompiler } from '#platform/http/serializer.ts';
import { registerInFlight } from '#platform/http/in-flight.ts';
import { OneLinePerRequest } from '#platform/http/request-log.ts';
import { registerRequestScope, requestIdFrom } from '#platform/lib/request-id.ts';
import { registerMetrics } from '#platform/metrics/plugin.ts';
import type { Config } from '#platform/config.ts';
import type { Database, Db } from '#db/client.ts';
import { registerErrorHandling } from '#platform/plugins/errors.ts';
import { frameworkErrors, MAX_PATH_PARAM_LENGTH } from '#platform/plugins/framework-errors.ts';
import { registerJsonBodyParser } from '#platform/http/json-body.ts';
import { registerAuth } from '#platform/plugins/auth.ts';
import { registerSecurity } from '#platform/plugins/security.ts';
import { registerSwagger } from '#platform/plugins/swagger.ts';
import { registerWeb } from '#platform/plugins/web.ts';
import { registerCacheInvalidation } from '#platform/plugins/cache.ts';
import { registerReadiness } from '#platform/plugins/readiness.ts';
import { registerRateLimit } from '#platform/plugins/rate-limit.ts';
import { configureCaches } from '#platform/lib/micro-cache.ts';
import { openCacheChannel } from '#platform/lib/cache-channel.ts';
import { pgPoolOf } from '#db/pg-pool.ts';
import { configureSpreadsheetParsing } from '#platform/lib/spreadsheet/index.ts';
import { registerModules } from './modules.ts';
import { registerFhirSmart } from './fhir-smart.ts';
import { createDeps } from '#platform/context/deps.ts';
import type { Endpoint } from '@portal/domain/contracts';
import { fhirOpenApi, fhirRoutes, type FhirBearerResolver } from '#partners/fhir/index.ts';
import { fhirBearerResolver, tokenEndpointUrl } from '#partners/fhir-clients/index.ts';
import { fhirExportOpenApi } from '#partners/fhir-exports/index.ts';

/** A route under /api as registered, with the contract it came from (none for a hand-made route). */
export interface ApiRoute { method: string; url: string; endpoint: Endpoint | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    apiRoutes: ApiRoute[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Verifies SMART access tokens for `/fhir/R4`; by default the backend clients' own (`fhirBearerResolver`). */
  fhirBearer?: FhirBearerResolver;
}

/** A hop count becomes "trust the n addresses nearest to us" (what proxy-addr does with a number). */
const fastifyTrustProxy = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** Builds the Fastify instance (no listening), so tests drive it with `inject`. */
export async function buildApp({ config, database, logger = true, fhirBearer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Query strings carry personal data (CPF, names in filters): only the path is logged (decision 0022).
      serializers: { req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }) },
    },
    logController: new OneLinePerRequest(),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // The router's own refusals (a path parameter too long, a path that does not decode) in the error shape.
    frameworkErrors,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  configureCaches(config.cacheTtlMs);
  app.decorate('deps', createDeps(database.db, config, undefined, await openCacheChannel(pgPoolOf(database), app.log)));
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.method === 'HEAD') return;
    app.apiRoutes.push({ method: String(route.method), url: route.url, endpoint: route.config?.endpoint });
  });

  registerRequestScope(app);
  registerReadiness(app);
  registerInFlight(app);
  configureSpreadsheetParsing(config.spreadsheetParseThreads);
  registerCacheInvalidation(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await registerSecurity(app);
  await app.register(cookie);
  await registerRateLimit(app);
  await registerSwagger(app, [fhirOpenApi(), fhirExportOpenApi()]);
  registerAuth(app);
  registerMetrics(app);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(fhirRoutes, { prefix: '/fhir/R4', resolveBearer: fhirBearer ?? fhirBearerResolver(app.deps), tokenUrl: tokenEndpointUrl(app.deps) });
  await app.register(registerFhirSmart, { prefix: '/fhir/R4' });
  await registerWeb(app);
  return app;
}
