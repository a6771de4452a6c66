import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { claimDue, complete, fail, type Job } from './queue.ts';
import { clearAllCaches } from '../lib/micro-cache.ts';

/** What a job handler may use; `now` is the worker's clock (controllable in tests). */
export interface JobContext {
  db: Db;
  config: Config;
  now: Date;
  log?: FastifyBaseLogger | undefined;
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface RunOptions {
  db: Db;
  config: Config;
  handlers: JobHandlers;
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}

async function runOne(job: Job, opts: RunOptions, now: Date): Promise<void> {
  const handler = opts.handlers[job.name];
  try {
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    await handler(job.payload, { db: opts.db, config: opts.config, now, log: opts.log });
    await complete(opts.db, job.id, now);
    // A job writes like a request does (e.g. anonymisation): nothing cached may outlive it.
    clearAllCaches();
  } catch (error) {
    const outcome = await fail(opts.db, job, error, now);
    opts.log?.warn({ jobId: job.id, job: job.name, attempts: job.attempts, outcome, err: error }, 'job attempt failed');
  }
}

/** Runs every job due at `now()` until none is left; returns how many attempts ran. */
export async function runDueJobs(opts: RunOptions): Promise<number> {
  const clock = opts.now ?? (() => new Date());
  let ran = 0;
  for (;;) {
    const now = clock();
    const batch = await claimDue(opts.db, now);
    if (batch.length === 0) return ran;
    for (const job of batch) await runOne(job, opts, now);
    ran += batch.length;
  }
}

export interface Worker {
  stop(): Promise<void>;
}

/** A polling loop (every JOB_POLL_MS) for server.ts; stop() waits for the round in progress. */
export function startWorker(opts: RunOptions & { pollMs: number }): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = runDueJobs(opts)
      .catch((error: unknown) => opts.log?.error({ err: error }, 'job worker round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.pollMs);
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
