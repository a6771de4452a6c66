import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedAll } from './db/seed/index.ts';
import { JOB_HANDLERS } from './jobs/handlers.ts';
import { scheduleRetention } from './jobs/retention.ts';
import { startWorker } from './jobs/worker.ts';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
await database.migrate();
if (config.seedDemo) await seedAll(database.db, config);

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
await scheduleRetention(app.deps.db, new Date());
const worker = startWorker({ deps: app.deps, handlers: JOB_HANDLERS, log: app.log, pollMs: config.onboarding.jobPollMs });
app.log.info({ coldStartMs: Math.round(performance.now() - started), database: database.kind }, 'portal ready');

/** How long shutdown waits for handlers whose callers already went away. */
const DRAIN_MS = 10_000;

/**
 * Stops taking requests and jobs together; waits for the open connections, the job in progress
 * and the handlers of callers that already went away; only then closes the database.
 */
async function shutdown(): Promise<void> {
  await Promise.all([worker.stop(), app.close()]);
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
