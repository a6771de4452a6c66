import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translate } from '@portal/domain';
import { AppError } from '../lib/app-error.ts';
import { isBadCharacter, isDatabaseUnavailable, isNumericOverflow } from '../lib/pg-errors.ts';
import { hasNul } from '../http/nul-bytes.ts';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
}

/** The one error shape, its message from the catalogue (also answered by the router's own errors). */
export const body = (statusCode: number, code: string, fields?: Record<string, string[]>, params?: Record<string, string | number>): ErrorBody => ({
  statusCode,
  code,
  message: translate(`err.${code}`, params),
  ...(fields ? { fields } : {}),
});

/** Fastify's own client errors, by error code, mapped to the portal's codes. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'requestEntityTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'requestEntityTooLarge'],
  FST_FILES_LIMIT: [413, 'requestEntityTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'badRequest'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'badRequest'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'badRequest'],
};

/**
 * A 429 without a computed wait (a throttle that cannot cheaply say when it lifts) tells the client
 * to come back in a minute: every 429 carries `Retry-After` (decision 0045).
 */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * While the database is unreachable (or a statement ran past its timeout) every request answers 503
 * `databaseUnavailable` and is told to come back in a few seconds (decision 0062): a failover or a
 * restart is over in about that, and the pool reconnects by itself.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error shape for every failure: {statusCode, code, message[, fields]}; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(hasNul(request.params) || hasNul(request.query) || hasNul(request.body) ? new AppError('badRequest', 400) : undefined);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', error instanceof AppError && error.retryAfterSeconds ? error.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS);
    }
    if (error instanceof AppError) {
      const answer = {
        ...body(error.statusCode, error.code, error.fields, error.params),
        ...(error.detail ? { message: error.detail } : {}),
        // The wait in the body too, for a client that cannot read the header (decision 0074).
        ...(error.statusCode === 429 ? { retryAfterSeconds: Number(reply.getHeader('retry-after')) || DEFAULT_RETRY_AFTER_SECONDS } : {}),
        ...(error.codeValid === undefined ? {} : { codeValid: error.codeValid }),
      };
      return reply.status(error.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fields[key] ??= []).push(issue.message ?? 'validation.invalidField');
      }
      return reply.status(400).send(body(400, 'validation', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response serialisation failed');
      return reply.status(500).send(body(500, 'generic'));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(mapped[0]).send(body(mapped[0], mapped[1]));
    // The client's input either way: a character PostgreSQL cannot store, a number past its column's range.
    if (isBadCharacter(error) || isNumericOverflow(error)) return reply.status(400).send(body(400, 'badRequest'));
    if (error.statusCode === 429) return reply.status(429).send(body(429, 'tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.statusCode, 'badRequest'));
    }
    if (isDatabaseUnavailable(error)) {
      // One line per request, without the stack: an outage answers hundreds of them.
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).send(body(503, 'databaseUnavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'generic'));
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(body(404, 'notFound')));
}
