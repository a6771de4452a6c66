/**
 * What a cross-process cache invalidation costs (ENGINEERING §5: ≤ 1 ms added to a write;
 * decision 0045), on PostgreSQL only. The same small write (one UPDATE, its own transaction) is
 * timed with and without the notification the API sends after it (`CacheChannel.clearAll`),
 * alternately in one run, while a second channel listens as another process would: the write
 * answers once that listener has acknowledged it (decision 0099). Then the catch-up a signed-in
 * request makes before trusting its cached session, which is no round trip while the process's
 * lease holds.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { openCacheChannel } from '../apps/api/src/platform/lib/cache-channel.ts';
import { configureCaches } from '../apps/api/src/platform/lib/micro-cache.ts';

interface Row { scenario: string; value: string; note?: string }

const ROUNDS = Number(process.env.BENCH_CHANNEL_ROUNDS ?? 2_000);
const quiet = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((x, y) => x - y);
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  return { mean, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
const ms = (v: number) => `${v.toFixed(3)} ms`;

export async function cacheChannelScenarios(databaseUrl: string): Promise<Row[]> {
  configureCaches(2_000);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const other = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const channel = await openCacheChannel(pool, quiet);
  const listener = await openCacheChannel(other, quiet);
  try {
    const client = await pool.connect();
    await client.query('create temp table bench_channel_writes (id int primary key, n int not null)');
    await client.query('insert into bench_channel_writes values (1, 0)');
    const write = () => client.query('update bench_channel_writes set n = n + 1 where id = 1');
    const plain: number[] = [];
    const notified: number[] = [];
    const caughtUp: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      let t = performance.now();
      await write();
      plain.push(performance.now() - t);
      t = performance.now();
      await write();
      await channel.clearAll();
      notified.push(performance.now() - t);
      t = performance.now();
      await channel.caughtUp();
      caughtUp.push(performance.now() - t);
    }
    client.release();
    const [p, n, c] = [summary(plain), summary(notified), summary(caughtUp)];
    return [
      { scenario: 'write without notification', value: ms(p.mean), note: `mean of ${ROUNDS}; p50 ${ms(p.p50)}, p99 ${ms(p.p99)}` },
      {
        scenario: 'write + cross-process notification', value: ms(n.mean),
        note: `p50 ${ms(n.p50)}, p99 ${ms(n.p99)}; adds ${ms(n.mean - p.mean)} (p50 ${ms(n.p50 - p.p50)}) to a write (budget ≤ 1 ms)`,
      },
      {
        scenario: 'catch-up of a signed-in read', value: ms(c.mean),
        note: `p50 ${ms(c.p50)}, p99 ${ms(c.p99)}; no round trip while the lease holds, only the end of the event loop's turn`,
      },
    ];
  } finally {
    await channel.close();
    await listener.close();
    await pool.end();
    await other.end();
  }
}
