import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';

const TICK_S = 1 / 100; // USER_HZ on Linux

/** The pids of a process's children, or none (it has none, or this is not Linux). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n').map((s) => Number(s.trim())).filter((n) => n > 0);
  } catch {
    return [];
  }
}

/**
 * CPU seconds (user + system) a process and its children have used: the portal's cluster and its
 * workers, or PostgreSQL's postmaster and its backends. 0 off Linux.
 */
export function treeCpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  let ticks = 0;
  for (const p of [pid, ...childrenOf(pid)]) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch { /* exited, or not Linux */ }
  }
  return ticks * TICK_S;
}

/**
 * The postmaster of the PostgreSQL at DATABASE_URL when it runs on this machine (the parent of a
 * backend this process can see in /proc), so its CPU can be read beside the portal's; otherwise none.
 */
export async function localPostmasterPid(): Promise<number | undefined> {
  // Without DATABASE_URL the database is PGlite, inside the portal's own process: nothing to add.
  if (!process.env.DATABASE_URL) return undefined;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    const [row] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
    const stat = fs.readFileSync(`/proc/${row!.pid}/stat`, 'utf8');
    return Number(stat.split(') ')[1]!.split(' ')[1]); // ppid
  } catch {
    return undefined;
  } finally {
    await database.close();
  }
}
