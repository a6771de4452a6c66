import { AggregatorRegistry } from 'prom-client';

/**
 * Metrics with node:cluster workers (WEB_CONCURRENCY > 1). prom-client answers the primary's
 * requests for a worker's registry only once an AggregatorRegistry exists in that worker, so
 * each worker makes one; the primary serves METRICS_PORT with every worker's registry merged:
 * counters and histograms summed, the pools' gauges summed, the queue's (the same table read by
 * each worker) kept at their largest (decision 0046).
 */
let answering = false;
export function answerPrimaryScrapes(): void {
  if (answering) return;
  answering = true;
  new AggregatorRegistry();
}

/** The primary's scrape: asks every live worker and merges their answers (5 s timeout in prom-client). */
export function clusterScrape(): () => Promise<{ contentType: string; body: string }> {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
}
