/**
 * A read-through cache that holds answers for a moment (ENGINEERING §5: GET /api/user and paged
 * lists under load). Every write this process handles clears all caches at once (see
 * registerCacheInvalidation), so a user never reads their own stale data; on PostgreSQL every
 * other API process clears them too before its next request (lib/cache-channel.ts, decision 0045).
 * A TTL of 0 turns caching off.
 */
const registry = new Set<MicroCache<unknown>>();
/** Caches whose single keys other processes may evict (a sign-out's session), by name. */
const named = new Map<string, MicroCache<unknown>>();
let configuredTtlMs = 0;
/** 0 while suspended: nothing is cached while invalidations from other processes could be missed. */
let ttlMs = 0;

/** Set once from the configuration when the app is built. */
export function configureCaches(ttl: number): void {
  configuredTtlMs = ttl;
  ttlMs = ttl;
  clearAllCaches();
}

/**
 * Stops caching (and forgets everything) while this process cannot hear other processes'
 * invalidations, and resumes once it can again.
 */
export function suspendCaches(suspended: boolean): void {
  ttlMs = suspended ? 0 : configuredTtlMs;
  clearAllCaches();
}

/** Whether answers are being cached at all (a TTL above 0 and not suspended). */
export const cachesActive = (): boolean => ttlMs > 0;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** The load has succeeded (only a settled value may be served stale). */
  settled?: boolean;
  /** A stale-while-revalidate reload is under way. */
  refreshing?: boolean;
}

export class MicroCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** `name`: other processes may evict this cache's keys one by one (see `evictNamed`). */
  constructor(private readonly maxEntries = 10_000, readonly name?: string) {
    registry.add(this);
    if (name) named.set(name, this);
  }

  /** The cached value for `key`, or the loader's, shared by concurrent callers. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const ttl = ttlMs;
    if (ttl <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = Promise.resolve(load());
    const entry: Entry<T> = { value, expires: now + ttl };
    this.entries.set(key, entry);
    // A failed load is not remembered.
    value.then(() => { entry.settled = true; }, () => this.entries.delete(key));
    return value;
  }

  /**
   * Like `get`, but once the TTL has passed a settled value is still answered at once while one
   * reload runs in the background (stale-while-revalidate): for slow aggregates such as a list's
   * total, whose reload would otherwise hold up every caller at that moment. A write in this
   * process still clears the entry, so the next call waits for a fresh value. A value older than
   * `maxStaleMs` past its TTL is not answered: the caller waits for the reload.
   */
  getStale(key: string, load: () => Promise<T>, maxStaleMs = Infinity): Promise<T> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (ttlMs <= 0 || !hit?.settled || hit.expires > now || now - hit.expires > maxStaleMs) return this.get(key, load);
    if (!hit.refreshing) {
      hit.refreshing = true;
      Promise.resolve(load()).then((fresh) => {
        if (this.entries.get(key) === hit) this.entries.set(key, { value: Promise.resolve(fresh), expires: Date.now() + ttlMs, settled: true });
      }, () => { hit.refreshing = false; });
    }
    return hit.value;
  }

  /** Forgets one key (a write that touches only what that key holds). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export function clearAllCaches(): void {
  for (const cache of registry) cache.clear();
}

/** Forgets one key of the cache of that name, if this process has it. */
export function evictNamed(name: string, key: string): void {
  named.get(name)?.delete(key);
}
