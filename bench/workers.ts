import { spawn } from 'node:child_process';
import os from 'node:os';
import { ALL_WORKERS_LISTENING } from '../apps/api/src/main/runtime/cluster.ts';
import { freePort, repoRoot, untilReady, type Running } from './server.ts';
import { load, type LoadResult } from './load.ts';
import { localPostmasterPid, treeCpuSeconds } from './cpu.ts';

/**
 * ENGINEERING §5 "many processes": the portal at WEB_CONCURRENCY=1 and then 2 (node:cluster) on
 * the same PostgreSQL database, same run, same signed-in admin: GET /api/user and the users list's
 * page 1. The budget is 2 workers ≥ 0.8 × 2 × one worker's requests per second. The CPU seconds of
 * the server processes, of PostgreSQL (when it runs on this machine) and of the load generator
 * (autocannon, in this process) are printed beside them: on a machine with as many cores as
 * workers, the generator and PostgreSQL share those cores.
 */
interface Row { scenario: string; value: string; note?: string }

/**
 * The portal at WEB_CONCURRENCY=`workers`, once `/api/readyz` answers and, for a cluster, the
 * primary has said every worker listens (readiness answers as soon as the first one does; a worker
 * still starting would be measured as the load's CPU).
 */
async function startPortal(env: Record<string, string>, workers: number): Promise<Running> {
  return startCluster('apps/api/src/main/server.ts', env, workers, ALL_WORKERS_LISTENING, '/api/readyz');
}

/** The control: a bare Fastify hello-world under node:cluster with as many workers. */
const startHello = (workers: number): Promise<Running> => startCluster('bench/hello-cluster.ts', {}, workers, 'all workers listening', '/');

async function startCluster(script: string, env: Record<string, string>, workers: number, allListeningLine: string, readyPath: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, WEB_CONCURRENCY: String(workers), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let allListening = workers === 1;
  child.stdout.on('data', (chunk: Buffer) => { if (chunk.toString().includes(allListeningLine)) allListening = true; });
  return untilReady(child, `http://127.0.0.1:${port}`, `${script} (${workers} workers)`, readyPath, () => allListening, 180_000);
}

interface Measured { result: LoadResult; serverCpu: number; databaseCpu: number; generatorCpu: number; seconds: number }

/** `database`: PostgreSQL's postmaster when it runs on this machine, whose backends' CPU is the database's share. */
async function measure(url: string, headers: Record<string, string>, pid: number | undefined, database?: number): Promise<Measured> {
  const server0 = treeCpuSeconds(pid);
  const database0 = treeCpuSeconds(database);
  const gen0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await load(url, { headers });
  const gen = process.cpuUsage(gen0);
  return {
    result,
    serverCpu: treeCpuSeconds(pid) - server0,
    databaseCpu: treeCpuSeconds(database) - database0,
    generatorCpu: (gen.user + gen.system) / 1e6,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** The control's name: what a second worker costs a server that does nothing, on this machine. */
const CONTROL = 'bare Fastify hello-world (control)';
const cpuRatio = (one: Measured[], two: Measured[]) => cpuPerRequest(two) / Math.max(1, cpuPerRequest(one));

/** Server CPU per request, in µs: steadier than throughput on a shared machine. */
const cpuPerRequest = (runs: Measured[], pick: (m: Measured) => number = (m) => m.serverCpu) =>
  Math.round(1e6 * sum(runs.map(pick)) / Math.max(1, sum(runs.map((m) => m.result.rps * m.seconds))));
const busy = (runs: Measured[], pick: (m: Measured) => number) => (sum(runs.map(pick)) / sum(runs.map((m) => m.seconds))).toFixed(2);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => Math.round(sum(xs) / xs.length);

/**
 * BENCH_WORKER_ROUNDS (default 2) rounds, alternating the order (1 then 2, 2 then 1, …) so a change
 * in the machine's load during the run weighs on both sides.
 */
export async function workersScenarios(env: Record<string, string>, headers: Record<string, string>, programId: number): Promise<Row[]> {
  const targets = [
    { name: 'GET /api/user', path: '/api/user' },
    { name: 'GET /api/users page 1', path: `/api/users?programId=${programId}&skip=0&take=10` },
  ];
  const rounds = Number(process.env.BENCH_WORKER_ROUNDS ?? 2);
  const database = await localPostmasterPid();
  const runs = new Map<string, Measured[]>();
  for (let round = 0; round < rounds; round++) {
    for (const workers of round % 2 === 0 ? [1, 2] : [2, 1]) {
      const hello = await startHello(workers);
      try {
        await load(`${hello.url}/`, { seconds: 2 });
        runs.set(`${CONTROL}/${workers}`, [...(runs.get(`${CONTROL}/${workers}`) ?? []), await measure(`${hello.url}/`, {}, hello.pid)]);
      } finally {
        await hello.stop();
      }
      const portal = await startPortal(env, workers);
      try {
        // JIT and caches warm in every worker before the measured loads.
        await load(portal.url + targets[0]!.path, { headers, seconds: 2 });
        for (const t of targets) {
          const key = `${t.name}/${workers}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(portal.url + t.path, headers, portal.pid, database)]);
        }
      } finally {
        await portal.stop();
      }
    }
  }
  const controlRatio = cpuPerRequest(runs.get(`${CONTROL}/2`)!) / Math.max(1, cpuPerRequest(runs.get(`${CONTROL}/1`)!));
  return [{ name: CONTROL }, ...targets].map((t) => {
    const one = runs.get(`${t.name}/1`)!;
    const two = runs.get(`${t.name}/2`)!;
    const perRound = one.map((m, i) => (two[i]!.result.rps / (2 * m.result.rps)).toFixed(2)).join(', ');
    const rps1 = mean(one.map((m) => m.result.rps));
    const rps2 = mean(two.map((m) => m.result.rps));
    return {
      scenario: `${t.name}: 1 worker → 2 workers`,
      value: `${rps1} → ${rps2} req/s`,
      note: `${(rps2 / (2 * rps1)).toFixed(2)} of 2 × one worker (target ≥ 0.80; by round ${perRound}); `
        + `p99 ${mean(one.map((m) => m.result.p99))} → ${mean(two.map((m) => m.result.p99))} ms; `
        + `server CPU ${cpuPerRequest(one)} → ${cpuPerRequest(two)} µs/request (×${cpuRatio(one, two).toFixed(2)}, target ≤ 1.10`
        + `${t.name === CONTROL ? '' : `; ×${(cpuRatio(one, two) / controlRatio).toFixed(2)} of the control's ×${controlRatio.toFixed(2)}`})`
        + `${t.name === CONTROL || !database ? '' : `; PostgreSQL CPU ${cpuPerRequest(one, (m) => m.databaseCpu)} → ${cpuPerRequest(two, (m) => m.databaseCpu)} µs/request`}; cores busy: server ${busy(one, (m) => m.serverCpu)} → ${busy(two, (m) => m.serverCpu)}, `
        + `load generator ${busy(one, (m) => m.generatorCpu)} → ${busy(two, (m) => m.generatorCpu)} of ${os.availableParallelism()}; `
        + `errors ${sum([...one, ...two].map((m) => m.result.errors))}; load average ${os.loadavg()[0]!.toFixed(1)}`,
    };
  });
}
