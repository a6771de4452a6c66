import cluster from 'node:cluster';
import { loadConfig } from '#platform/config.ts';
import { runPrimary } from './runtime/cluster.ts';
import { serve } from './runtime/serve.ts';

/**
 * `npm run serve`: one process, or with WEB_CONCURRENCY=N a node:cluster primary that migrates
 * once and forks N workers (docs/decisions/0044-many-processes.md).
 */
const config = loadConfig();
if (config.webConcurrency > 1 && !config.databaseUrl) {
  console.error(`WEB_CONCURRENCY=${config.webConcurrency} needs DATABASE_URL: the embedded database (PGlite) serves one process only. Unset WEB_CONCURRENCY or point DATABASE_URL at PostgreSQL.`);
  process.exit(2);
}
if (config.webConcurrency === 1) await serve(config, { prepare: true });
else if (cluster.isPrimary) await runPrimary(config);
else await serve(config, { prepare: false });
