import type { Deps } from '../context/deps.ts';
import * as repo from './health.repository.ts';

export type Probe = { reachable: true } | { reachable: false; error: unknown };

/** Whether the database answers; the failure comes back for the log, never to the caller. */
export async function probeDatabase({ db }: Deps): Promise<Probe> {
  try {
    await repo.ping(db);
    return { reachable: true };
  } catch (error) {
    return { reachable: false, error };
  }
}
