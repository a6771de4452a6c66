import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllCaches, configureCaches, MicroCache } from './micro-cache.ts';

/** Stale-while-revalidate: past the TTL the last value answers at once while one reload runs. */
describe('MicroCache.getStale', () => {
  afterEach(() => {
    vi.useRealTimers();
    configureCaches(0);
  });

  it('answers the stale value while a single reload runs, then the fresh one', async () => {
    vi.useFakeTimers();
    configureCaches(1000);
    const cache = new MicroCache<number>();
    let loads = 0;
    let release: (n: number) => void = () => undefined;
    expect(await cache.getStale('k', () => Promise.resolve(++loads))).toBe(1);
    vi.advanceTimersByTime(1500);
    const slow = () => { loads++; return new Promise<number>((resolve) => { release = resolve; }); };
    expect(await cache.getStale('k', slow)).toBe(1);
    expect(await cache.getStale('k', slow)).toBe(1);
    expect(loads).toBe(2);
    release(2);
    await vi.waitFor(async () => expect(await cache.getStale('k', slow)).toBe(2));
    expect(loads).toBe(2);
  });

  it('waits for a fresh value once the stale one is older than its bound', async () => {
    vi.useFakeTimers();
    configureCaches(1000);
    const cache = new MicroCache<number>();
    expect(await cache.getStale('k', () => Promise.resolve(1), 1000)).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await cache.getStale('k', () => Promise.resolve(2), 1000)).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(await cache.getStale('k', () => Promise.resolve(3), 1000)).toBe(3);
  });

  it('waits for a fresh value after a write cleared the caches', async () => {
    configureCaches(1000);
    const cache = new MicroCache<number>();
    expect(await cache.getStale('k', () => Promise.resolve(1))).toBe(1);
    clearAllCaches();
    expect(await cache.getStale('k', () => Promise.resolve(2))).toBe(2);
  });
});
