import autocannon from 'autocannon';

export interface LoadResult { rps: number; p50: number; p99: number; errors: number }

/** A bounded load on a local address: fixed connections and duration, then it stops by itself. */
export async function load(url: string, opts: { headers?: Record<string, string>; connections?: number; seconds?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
    headers: opts.headers ?? {},
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
