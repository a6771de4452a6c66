import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * How deep a JSON body may nest objects and arrays (decision 0066). The deepest body the contracts
 * accept is Meta's WhatsApp webhook call, 10 levels; 32 leaves room for a provider's next version
 * while keeping every walk of a body (the NUL check, validation, logging) shallow.
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when the JSON text opens more than `max` objects or arrays inside one another. One pass
 * over the text before it is parsed, no recursion, brackets inside strings (and escaped quotes)
 * not counted. Malformed text is not judged here: the parser refuses it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
export type JsonTextParser = (request: FastifyRequest, text: string, done: Done) => void;

/**
 * Fastify's own JSON parser (prototype-poisoning checks, its 400 for empty or malformed text)
 * behind the depth check: too deep a body answers 400 `jsonTooDeep` before anything walks it.
 */
export function depthLimitedJsonParser(app: FastifyInstance): JsonTextParser {
  const parse = app.getDefaultJsonParser('error', 'error') as unknown as JsonTextParser;
  return (request, text, done) => {
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError('jsonTooDeep', 400, undefined, { max: JSON_MAX_DEPTH }));
      return;
    }
    parse(request, text, done);
  };
}

/** Replaces the default `application/json` parser of `app` (and of every scope under it). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = depthLimitedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => parse(request, text as string, done));
}
