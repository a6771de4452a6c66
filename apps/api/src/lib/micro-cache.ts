/**
 * A read-through cache that holds answers for a moment (ENGINEERING §5: GET /api/user and paged
 * lists under load). Every write this process handles clears all caches at once (see
 * registerCacheInvalidation), so a user never reads their own stale data; a write made by another
 * API process is seen after at most the TTL. A TTL of 0 turns caching off.
 */
const registry = new Set<MicroCache<unknown>>();
let ttlMs = 0;

/** Set once from the configuration when the app is built. */
export function configureCaches(ttl: number): void {
  ttlMs = ttl;
  clearAllCaches();
}

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

  constructor(private readonly maxEntries = 10_000) {
    registry.add(this);
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
