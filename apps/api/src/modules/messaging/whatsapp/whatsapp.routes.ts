import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WHATSAPP_SIGNATURE_HEADER } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { depthLimitedJsonParser } from '#platform/http/json-body.ts';
import { validSignature } from './signature.ts';
import * as service from './whatsapp.service.ts';

const { whatsapp } = contract;

/**
 * Meta's webhook. The signature covers the raw bytes, so this scope (and only this scope: Fastify
 * encapsulates content-type parsers per plugin) reads JSON bodies as a buffer, verifies them
 * before parsing, and parses them as every other JSON body is parsed (depth limit included). A
 * call whose body never reached the parser (none, or another content type) is refused before
 * validation, so a missing signature is always 401.
 */
export function whatsAppRoutes(app: FastifyInstance): void {
  const cfg = app.deps.config.whatsapp;
  const signed = new WeakSet<FastifyRequest>();
  const parseJson = depthLimitedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    if (!validSignature(cfg.appSecret, raw as Buffer, request.headers[WHATSAPP_SIGNATURE_HEADER])) {
      done(new AppError('whatsappSignatureInvalid', 401), undefined);
      return;
    }
    signed.add(request);
    parseJson(request, (raw as Buffer).toString('utf8'), done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && !signed.has(request)) throw new AppError('whatsappSignatureInvalid', 401);
  });

  route(app, whatsapp.verify, ({ deps, query, reply }) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(service.verifySubscription(deps, query)));
  route(app, whatsapp.webhook, ({ deps, body }) => service.receiveWebhook(deps, body), {
    config: { rateLimit: { max: cfg.webhookRateLimitPerMinute, timeWindow: '1 minute' } },
  });
}
