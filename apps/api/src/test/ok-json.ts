import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The JSON body of an answer that must have `status` (200 unless told); a failure shows the body.
 * The caller names the body's type, as with `response.json<T>()`.
 */
export async function okJson<T = unknown>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
