import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../context/deps.ts';
import { claimDue, complete, fail, type Job } from './queue.ts';
import type { JobName, JobPayloads } from './payloads.ts';
import { runInScope } from '../lib/request-id.ts';
import { jobFailures } from '../metrics/metrics.ts';

/**
 * Runs one job. It gets the app's dependencies with the worker's clock as `deps.now`, so a test
 * that moves the clock moves the job's "now" too.
 */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], deps: Deps) => Promise<void>;

/** A handler for every job name: a job without one does not compile. */
export type JobHandlers = { readonly [N in JobName]: JobHandler<N> };

export interface RunOptions {
  deps: Deps;
  handlers: JobHandlers;
  /** The worker's clock; the dependencies' own by default. */
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}

const isJobName = (name: string, handlers: JobHandlers): name is JobName => Object.hasOwn(handlers, name);

/** A job runs as its own unit of work: its integration calls send `job-<id>` as X-Request-Id, its log lines carry it. */
const runOne = (job: Job, opts: RunOptions, now: Date): Promise<void> =>
  runInScope({ id: `job-${job.id}`, log: opts.log?.child({ reqId: `job-${job.id}`, job: job.name }) }, () => attempt(job, opts, now));

async function attempt(job: Job, opts: RunOptions, now: Date): Promise<void> {
  try {
    if (!isJobName(job.name, opts.handlers)) throw new Error(`no handler for job ${job.name}`);
    const handler: (payload: never, deps: Deps) => Promise<void> = opts.handlers[job.name];
    // The payload was written by `enqueue` under the same name, so it has that name's shape.
    await handler(job.payload as never, { ...opts.deps, now: () => now });
    await complete(opts.deps.db, job.id, now);
    // A job writes like a request does (e.g. anonymisation): nothing cached may outlive it.
    await opts.deps.caches.clearAll();
  } catch (error) {
    const outcome = await fail(opts.deps.db, job, error, now);
    jobFailures.inc({ job: job.name, outcome });
    opts.log?.warn({ jobId: job.id, job: job.name, attempts: job.attempts, outcome, err: error }, 'job attempt failed');
  }
}

/** Runs every job due at `now()` until none is left (or `stopping()`); returns how many attempts ran. */
export async function runDueJobs(opts: RunOptions & { stopping?: () => boolean }): Promise<number> {
  const clock = opts.now ?? opts.deps.now;
  let ran = 0;
  for (;;) {
    if (opts.stopping?.()) return ran;
    const now = clock();
    const batch = await claimDue(opts.deps.db, now);
    if (batch.length === 0) return ran;
    for (const job of batch) await runOne(job, opts, now);
    ran += batch.length;
  }
}

export interface Worker {
  stop(): Promise<void>;
}

/** After a failed round (the database unreachable), the next one waits at least this long. */
const FAILED_ROUND_PAUSE_MS = 1_000;

/**
 * A polling loop (every JOB_POLL_MS) for server.ts; stop() waits for the round in progress. A round
 * that fails (the database went away) is logged and the loop goes on polling, a little slower until
 * a round succeeds again (decision 0062); a job it had claimed is claimed again once its lease ends.
 */
export function startWorker(opts: RunOptions & { pollMs: number }): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    let pause = opts.pollMs;
    current = runDueJobs({ ...opts, stopping: () => stopped })
      .catch((error: unknown) => {
        pause = Math.max(opts.pollMs, FAILED_ROUND_PAUSE_MS);
        opts.log?.warn({ err: error }, 'job worker round failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pause);
      });
  };
  timer = setTimeout(tick, opts.pollMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
