import { Counter, Histogram, collectDefaultMetrics, register, type Metric } from 'prom-client';

/**
 * The process's metrics, on prom-client's global registry: one Prometheus target is one process,
 * and with `node:cluster` the primary's AggregatorRegistry asks each worker for exactly this
 * registry (decision 0046). Defined once per process, so building a second app (tests) reuses them.
 */
export const registry = register;

/**
 * A metric made once per process: a second copy of this module (a test building a second app from
 * a fresh module graph) takes the one already registered instead of failing on the name.
 */
export function metricOnce<T extends Metric>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

let defaultsStarted = false;
/** Node's process metrics (CPU, memory, event-loop lag, GC), once per process. */
export function startDefaultMetrics(): void {
  // A second copy of this module (see metricOnce) finds them registered already.
  if (defaultsStarted || registry.getSingleMetric('process_cpu_user_seconds_total')) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry });
}

/** Labelled by the matched route pattern (`/api/users/:id`), never the raw URL, so ids cannot grow the series. */
export const httpDuration = metricOnce('portal_http_request_duration_seconds', () => new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, matched route and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
}));

export const externalCalls = metricOnce('portal_external_calls_total', () => new Counter({
  name: 'portal_external_calls_total',
  help: 'Calls to external systems (and their offline simulators), by system, provider and outcome.',
  labelNames: ['system', 'provider', 'outcome'] as const,
}));

export const externalDuration = metricOnce('portal_external_call_duration_seconds', () => new Histogram({
  name: 'portal_external_call_duration_seconds',
  help: 'Time an external system (or its simulator) took to answer, by system and provider.',
  labelNames: ['system', 'provider'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
}));

export const loginFailures = metricOnce('portal_login_failures_total', () => new Counter({
  name: 'portal_login_failures_total',
  help: 'Refused sign-ins by the error code answered (invalidUser, blockedUser, loginCaptchaRequired, …).',
  labelNames: ['reason'] as const,
}));

export const loginThrottled = metricOnce('portal_login_throttled_total', () => new Counter({
  name: 'portal_login_throttled_total',
  help: 'Sign-ins refused with 429 by the per-account and per-address login throttle.',
}));

export const rateLimited = metricOnce('portal_rate_limited_total', () => new Counter({
  name: 'portal_rate_limited_total',
  help: 'Requests refused with 429 by a route rate limit, by matched route.',
  labelNames: ['route'] as const,
}));

export const jobFailures = metricOnce('portal_job_failures_total', () => new Counter({
  name: 'portal_job_failures_total',
  help: 'Failed job attempts by job name: retried later, or failed for good after the last attempt.',
  labelNames: ['job', 'outcome'] as const,
}));

/** Writes held until a lease ran out: a process stalled or gone without closing slows every write (decision 0099). */
export const cacheWritesHeld = metricOnce('portal_cache_writes_held_total', () => new Counter({
  name: 'portal_cache_writes_held_total',
  help: 'Writes whose answer waited out the lease of processes that did not acknowledge them (a stalled or vanished process).',
}));
