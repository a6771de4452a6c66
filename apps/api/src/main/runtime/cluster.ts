import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Config } from '#platform/config.ts';
import { openDatabase } from '#db/client.ts';
import { clusterScrape } from '#platform/metrics/cluster.ts';
import { serveMetrics } from '#platform/metrics/serve.ts';
import { prepareDatabase } from './prepare.ts';

/** A worker that lived shorter than this before dying counts as crashing at start. */
const HEALTHY_AFTER_MS = 10_000;
/** The longest wait before forking again after repeated crashes at start. */
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the grace period, how long the primary waits for workers to close before killing them. */
const CLOSE_MS = 15_000;

/** The primary's log line once all its workers listen (the bench waits for it). */
export const ALL_WORKERS_LISTENING = 'all workers listening';

const log = (message: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg: message }));

/**
 * Outside production an unset CODE_SECRET or FILE_URL_SECRET is random per process; the workers
 * share one (a code sent by one worker is checked by another), so the primary draws it for them.
 */
function sharedDevelopmentSecrets(config: Config): Record<string, string> {
  if (config.production) return {};
  const env: Record<string, string> = {};
  for (const name of ['CODE_SECRET', 'FILE_URL_SECRET']) if (!process.env[name]) env[name] = randomBytes(32).toString('hex');
  return env;
}

/**
 * The cluster's primary (WEB_CONCURRENCY > 1): migrates and seeds once under the migration lock,
 * then forks the workers, which share the listening port. A worker that dies is replaced (with a
 * growing delay while they die at start); SIGTERM or SIGINT is passed to every worker, each drains
 * as a single process does, and the primary exits once all have.
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  try {
    await prepareDatabase(database, config, (message) => log(message));
  } finally {
    await database.close();
  }

  const workerEnv = sharedDevelopmentSecrets(config);
  const bornAt = new Map<number, number>();
  let restartDelay = 0;
  let closing = false;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    bornAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0);
    bornAt.delete(worker.id);
    if (closing) return;
    restartDelay = lived < HEALTHY_AFTER_MS ? Math.min(Math.max(restartDelay * 2, 500), MAX_RESTART_DELAY_MS) : 0;
    log('worker died; starting another', { worker: worker.process.pid, code, signal, restartInMs: restartDelay });
    setTimeout(() => { if (!closing) fork(); }, restartDelay);
  });
  // Said once, when every first worker listens: what a caller waiting for the whole cluster reads.
  const listening = new Set<number>();
  cluster.on('listening', (worker: Worker) => {
    if (listening.size === config.webConcurrency) return;
    listening.add(worker.id);
    if (listening.size === config.webConcurrency) log(ALL_WORKERS_LISTENING, { workers: config.webConcurrency });
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();
  // Prometheus scrapes the primary, which merges every worker's metrics (decision 0046).
  if (config.metrics.port !== undefined) {
    await serveMetrics({ port: config.metrics.port, host: config.host }, clusterScrape(), (err) => log('metrics scrape failed', { err: String(err) }));
  }

  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log('primary: stopping workers', { signal, workers: workers.length });
    const killer = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, config.shutdownGraceMs + CLOSE_MS);
    void Promise.all(workers.map((w) => w.isDead() ? Promise.resolve() : new Promise((resolve) => {
      w.once('exit', resolve);
      w.process.kill('SIGTERM');
    }))).then(() => {
      clearTimeout(killer);
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
}
