import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from './client.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

describe.skipIf(!process.env.DATABASE_URL)("the API's PostgreSQL connections", () => {
  it('compile no statement with JIT, on every connection of the pool (decision 0107)', async () => {
    const settings = await Promise.all(Array.from({ length: 4 }, () => queryRows<{ jit: string }>(t.app.db, sql`select current_setting('jit') as jit, pg_sleep(0.05)`)));
    expect(settings.map(([row]) => row?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
