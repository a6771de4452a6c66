import type { Db } from '../apps/api/src/db/client.ts';

/** The programme every list family seeds and reads. */
export const PROGRAM = 'BEMESTAR';

export type Role = 'admin' | 'district' | 'sysadmin';
export interface ListCase {
  name: string;
  /** Path and query after the portal's address (`/api/...`). */
  path: string;
  as: Role;
  /** Added to the row's note (e.g. the simulator's own cost). */
  note?: string | undefined;
  /** A public endpoint limited per client address: each request comes from its own (see load.ts). */
  distinctClients?: boolean;
}
export interface CaseContext { programId: number; get: <T>(path: string, as?: Role) => Promise<T> }

/** What each list family of `bench/lists.ts` gives: how to seed it and which requests to measure. */
export interface ListFamily {
  name: string;
  /** Tops the family's tables up to `rows` (idempotent). Absent: nothing to seed. */
  grow?(db: Db, rows: number): Promise<void>;
  /** Seeds once at a fixed, realistic size, whatever the run's sizes. */
  fixed?: boolean;
  cases(ctx: CaseContext): Promise<ListCase[]>;
}

