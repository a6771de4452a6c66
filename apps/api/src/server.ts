import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedAll } from './db/seed/index.ts';
import { JOB_HANDLERS } from './jobs/handlers.ts';
import { startWorker } from './jobs/worker.ts';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
await database.migrate();
if (config.seedDemo) await seedAll(database.db);

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
const worker = startWorker({ db: database.db, config, handlers: JOB_HANDLERS, log: app.log, pollMs: config.onboarding.jobPollMs });
app.log.info({ coldStartMs: Math.round(performance.now() - started), database: database.kind }, 'portal ready');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await worker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
