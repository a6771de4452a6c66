import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '#db/client.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { readTogether } from './read-together.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

/** Two reads that log when they start and end, each holding its connection a little while. */
function loggedReads(db: DbOrTx, log: string[]) {
  const read = (name: string, value: number) => async () => {
    log.push(`${name} starts`);
    await db.execute(sql`select pg_sleep(0.02)`);
    log.push(`${name} ends`);
    return value;
  };
  return [read('a', 1), read('b', 2)] as const;
}

describe('readTogether', () => {
  it('inside a transaction, starts each read only after the one before has ended, and returns them in order', async () => {
    const log: string[] = [];
    const results = await t.app.db.transaction((tx) => readTogether(tx, loggedReads(tx, log)));
    expect(results).toEqual([1, 2]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('on the pool, starts every read at once', async () => {
    const log: string[] = [];
    const results = await readTogether(t.app.db, loggedReads(t.app.db, log));
    expect(results).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });
});
