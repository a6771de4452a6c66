import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import { withDatabase } from './database-urls.ts';

/**
 * Real API processes (`node --import tsx apps/api/src/main/server.ts`) on one PostgreSQL database, for
 * tests of what only several processes show: the migration lock, the job queue, caches, sessions
 * and limits shared through the database. Start them once per file (a few seconds each).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 120_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls `check` every 50 ms until it returns a value (not undefined) or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An empty database of its own on the test server, dropped by `drop()`. */
export interface FreshDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** `template`: a database of that server to copy (e.g. a migrated, seeded one); empty without. */
export async function createFreshDatabase(serverUrl: string, prefix = 'portal_procs', template?: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => { /* the database is being dropped */ });
  return {
    url,
    query: async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await pool.query<T>(text, params)).rows,
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  log(): string;
  /** fetch against this process: `server.fetch('/api/user', { headers })`; a failure carries the process's log. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** Resolves when the process has exited. */
  exited(): Promise<void>;
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s). */
  stop(): Promise<void>;
}

/** Spawns the server without waiting; `waitUntilReady` then waits for `/api/readyz`. */
export async function spawnServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const exited = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    name, url, child, exited,
    log: () => output,
    fetch: (pathname, init) => fetch(url + pathname, init).catch((error: unknown) => {
      const state = child.exitCode !== null || child.signalCode !== null ? `exited (${child.exitCode ?? child.signalCode})` : 'running';
      throw new Error(`${name} (${state}) ${pathname}: ${(error as Error).message}\n${output.slice(-3000)}`, { cause: error });
    }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.kill('SIGTERM');
      await exited();
      clearTimeout(killer);
    },
  };
}

export async function waitUntilReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.log().slice(-3000)}`);
    try {
      if ((await server.fetch('/api/readyz')).status === 200) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`${server.name} not ready after ${START_TIMEOUT_MS} ms:\n${server.log().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Headers of a bearer session of that demo user (or any user with the demo password) in a programme. */
export async function signIn(server: ServerProcess, email: string, programSlug = 'BEMESTAR', password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const program = await (await server.fetch(`/api/programs/by-slug/${programSlug}`)).json() as { id: number };
  const res = await server.fetch('/api/login', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, programId: program.id, recaptchaValue: DEV_CAPTCHA_TOKEN, authMode: 'bearer' }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} on ${server.name}: ${res.status} ${await res.text()}`);
  const { token } = await res.json() as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** A local SMS gateway (what SMS_GATEWAY_URL points at) that records every message it is sent. */
export interface FakeSmsGateway {
  url: string;
  received: { to: string; text: string }[];
  close(): Promise<void>;
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const received: FakeSmsGateway['received'] = [];
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Several processes on one fresh database, started at the same moment, with the pieces they share. */
export interface ProcessGroup {
  servers: ServerProcess[];
  database: FreshDatabase;
  sms: FakeSmsGateway;
  /** The environment every process was started with (beyond PORT and HOST). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts `count` server processes at once on an empty database of the server at `serverUrl` (or a
 * copy of its `template` database), so they race for the migration and the seed; resolves once every one answers `/api/readyz` 200.
 * The processes share the secrets (as production's would), poll the job queue every 50 ms, send
 * SMS to a local fake gateway and keep the default micro-cache TTL; `env` adds or overrides.
 */
export async function startProcessGroup(serverUrl: string, count: number, env: Record<string, string> = {}, template?: string): Promise<ProcessGroup> {
  const database = await createFreshDatabase(serverUrl, 'portal_procs', template);
  const sms = await startFakeSmsGateway();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-procs-'));
  const shared: Record<string, string> = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    CODE_SECRET: randomBytes(32).toString('hex'),
    FILE_URL_SECRET: randomBytes(32).toString('hex'),
    SMS_GATEWAY_URL: sms.url,
    SMS_GATEWAY_TOKEN: 'fake',
    JOB_POLL_MS: '50',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  };
  const servers = await Promise.all(Array.from({ length: count }, (_, i) => spawnServer(String.fromCharCode(65 + i), shared)));
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sms.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(servers.map((s) => waitUntilReady(s)));
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, database, sms, env: shared, close };
}
