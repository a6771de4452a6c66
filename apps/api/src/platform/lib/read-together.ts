import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client.ts';

/**
 * Runs independent reads at once on the pool, each on its own connection, and one after another
 * inside a transaction: its single connection takes one query at a time, and node-postgres, which
 * queues the others today, refuses them from pg 9. Each read is a function, so none starts early.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  if (!(db instanceof PgTransaction)) return await Promise.all(reads.map((read) => read())) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
