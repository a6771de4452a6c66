import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from './database-urls.ts';
import { freePort } from './server-processes.ts';

/**
 * A throwaway PostgreSQL server of the test's own, for tests that stop and start the server itself
 * (an outage): Debian's binaries run as the `postgres` user, so it needs root (what `.ci/run` and
 * scripts/with-postgres.sh run as). `available()` says whether this machine can.
 */
const PG_ROOT = '/usr/lib/postgresql';

function pgBin(): string | undefined {
  if (!fs.existsSync(PG_ROOT)) return undefined;
  const versions = fs.readdirSync(PG_ROOT).filter((v) => fs.existsSync(path.join(PG_ROOT, v, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest && path.join(PG_ROOT, newest, 'bin');
}

/** Root, and PostgreSQL's server binaries installed. */
export const ownPostgresAvailable = (): boolean => process.getuid?.() === 0 && pgBin() !== undefined;

export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** `pg_ctl stop -m fast`: every session is ended at once, the server is down when this settles. */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: the server accepts connections when this settles. */
  start(): Promise<void>;
  /** Copies a database of another server here under the same `name` (pg_dump piped into pg_restore). */
  copyDatabase(fromUrl: string, name: string): Promise<void>;
  /** Stops the server (immediately) and removes its files; safe to call twice, and after a failure. */
  destroy(): void;
}

/** Runs a command from a directory anyone can read; rejects with its output when it fails. */
function run(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd: '/tmp', encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${args.join(' ')}: ${error.message}\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

/** Runs a command as `postgres` (the server refuses to run as root). */
const asPostgres = (command: string) => run('su', ['postgres', '-c', command]);

/** The same, blocking: for cleanup that must finish even when the test run is ending. */
function asPostgresSync(command: string): void {
  spawnSync('su', ['postgres', '-c', command], { cwd: '/tmp', encoding: 'utf8', timeout: 60_000 });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-own-pg-'));
  fs.chownSync(dir, ...postgresIds());
  const port = await freePort();
  const data = path.join(dir, 'data');
  const ctl = (args: string) => `${bin}/pg_ctl -D ${data} ${args}`;
  const start = () => asPostgres(ctl(`-l ${dir}/log -w -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100' start`));
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    asPostgresSync(ctl('-m immediate -w stop'));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres(`${bin}/initdb -D ${data} -U postgres -A trust -E UTF8 --no-sync`);
    await start();
  } catch (error) {
    destroy();
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => asPostgres(ctl('-m fast -w stop')),
    async copyDatabase(fromUrl, name) {
      const target = withDatabase(url, name);
      await run('bash', ['-o', 'pipefail', '-c', `${bin}/psql -q -d '${url}' -c 'create database ${name}' && ${bin}/pg_dump -Fc --no-owner '${fromUrl}' | ${bin}/pg_restore --no-owner -d '${target}'`]);
    },
    start,
    destroy,
  };
}

/** The uid and gid of the `postgres` user. */
function postgresIds(): [number, number] {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0 || group.status !== 0) throw new Error('no postgres user');
  return [Number(result.stdout.trim()), Number(group.stdout.trim())];
}
