import autocannon from 'autocannon';
import { clientAddress } from './client-addresses.ts';

export interface LoadResult { rps: number; p50: number; p99: number; errors: number }

/** A bounded load on a local address: fixed connections and duration, then it stops by itself. */
export interface LoadOptions {
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /**
   * Each request from its own client address (X-Forwarded-For; the bench portal trusts it): for
   * endpoints limited per address, so the row measures the endpoint, not the limiter.
   */
  distinctClients?: boolean;
  /** Sent as a JSON POST body (the global search takes its term in the body). */
  json?: unknown;
  /** A new JSON POST body for every request (a search typed afresh each time, which no cache answers). */
  jsonEach?: () => unknown;
}

export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
    headers: { ...opts.headers, ...(opts.json === undefined && !opts.jsonEach ? {} : { 'content-type': 'application/json' }) },
    ...(opts.json === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(opts.json) }),
    ...(opts.jsonEach ? {
      requests: [{
        method: 'POST', path: `${new URL(url).pathname}${new URL(url).search}`,
        setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(opts.jsonEach!()) }),
      }],
    } : {}),
    ...(opts.distinctClients ? {
      requests: [{
        method: 'GET', path: `${new URL(url).pathname}${new URL(url).search}`,
        setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': clientAddress() } }),
      }],
    } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
