import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from '../app.ts';
import type { Config } from '#platform/config.ts';
import { openDatabase } from '#db/client.ts';
import { JOB_HANDLERS } from '../job-handlers.ts';
import { startWorker } from '#platform/jobs/worker.ts';
import { answerPrimaryScrapes } from '#platform/metrics/cluster.ts';
import { scrape } from '#platform/metrics/plugin.ts';
import { serveMetrics } from '#platform/metrics/serve.ts';
import { prepareDatabase } from './prepare.ts';
import { guardProcess } from './process-guards.ts';

/** How long shutdown waits for handlers whose callers already went away. */
const DRAIN_MS = 10_000;

export interface ServeOptions {
  /** Migrate and seed before serving; a cluster worker leaves that to the primary. */
  prepare: boolean;
}

/**
 * One API process: listens at once (answering 503 `starting` until migrated and seeded), then
 * serves the API and the SPA and polls the job queue (every process may: jobs are claimed with
 * SKIP LOCKED). SIGTERM marks it draining, waits SHUTDOWN_GRACE_MS, then closes.
 */
export async function serve(config: Config, { prepare }: ServeOptions): Promise<void> {
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ config, database });
  guardProcess(app.log);
  app.readiness.starting();
  await app.listen({ port: config.port, host: config.host });
  // METRICS_PORT: this process's own server, or, in a cluster worker, answers to the primary's.
  if (cluster.isWorker) answerPrimaryScrapes();
  const metricsServer = config.metrics.port === undefined || cluster.isWorker ? undefined
    : await serveMetrics({ port: config.metrics.port, host: config.host }, scrape, (err) => app.log.error({ err }, 'metrics scrape failed'));
  try {
    if (prepare) await prepareDatabase(database, config, (message) => app.log.info(message));
  } catch (error) {
    app.log.error(error, 'start: migrating or seeding failed');
    await app.close();
    await database.close();
    process.exit(1);
  }
  app.readiness.serving();
  const worker = startWorker({ deps: app.deps, handlers: JOB_HANDLERS, log: app.log, pollMs: config.onboarding.jobPollMs });
  app.log.info({ coldStartMs: Math.round(performance.now() - started), database: database.kind }, 'portal ready');

  /**
   * Readiness turns 503 first, so the load balancer stops sending while requests are still
   * served; then it stops taking requests and jobs together, waits for the open connections, the
   * job in progress and the handlers of callers that already went away; only then closes the database.
   */
  async function shutdown(): Promise<void> {
    app.readiness.draining();
    if (config.shutdownGraceMs > 0) {
      app.log.info({ graceMs: config.shutdownGraceMs }, 'shutdown: draining');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    }
    await Promise.all([worker.stop(), app.close(), metricsServer?.close()]);
    if (!(await app.drainRequests(DRAIN_MS))) app.log.warn({ waitedMs: DRAIN_MS }, 'shutdown: requests still running');
    await database.close();
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      shutdown().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error(err, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
