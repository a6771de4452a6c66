import type { LogisticsProvider, ReversePostageRequest } from './logistics.ts';
import { tracedFetch } from '#platform/lib/request-id.ts';

export interface LogisticsHttpOptions {
  baseUrl: string;
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A reverse-postage code as the Correios issue it: two letters, nine digits, BR (e.g. `LR123456789BR`). */
const POSTAGE_CODE = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/**
 * The logistics service over HTTP: `POST {baseUrl}/reverse-postages` with a bearer token and the
 * request, answering `{ code }`. The procedure code goes as `Idempotency-Key`, so a retry after a
 * lost answer gets the same postage. A non-2xx answer or a malformed code throws.
 */
export function logisticsHttpClient(options: LogisticsHttpOptions): LogisticsProvider {
  const doFetch = tracedFetch(options.fetch);
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/reverse-postages`;
  return {
    kind: 'http',
    async requestReversePostage(request: ReversePostageRequest) {
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', accept: 'application/json', 'idempotency-key': request.procedureCode,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`logistics service answered ${res.status}`);
      const body = (await res.json()) as { code?: unknown };
      const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : '';
      if (!POSTAGE_CODE.test(code)) throw new Error('logistics service answered no valid postage code');
      return { code };
    },
  };
}
