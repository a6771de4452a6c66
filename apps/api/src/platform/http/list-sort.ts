import type { preValidationHookHandler } from 'fastify';
import type { Endpoint } from '@portal/domain/contracts';
import { normaliseListSort, sortColumnsOf } from '@portal/domain';

/**
 * For a column-sorted list, the hook that turns the spec's `sortBy` + `sort` 0/1 into the list's
 * `sort` column + `order` before validation (the OpenAPI document shows both forms); none for
 * other endpoints.
 */
export function listSortHook(endpoint: Endpoint): preValidationHookHandler | undefined {
  if (!sortColumnsOf(endpoint.query)) return undefined;
  return (request, _reply, done) => {
    request.query = normaliseListSort(request.query as Record<string, unknown>);
    done();
  };
}
