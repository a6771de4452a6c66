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

export class MicroCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

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
    this.entries.set(key, { value, expires: now + ttl });
    // A failed load is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

export function clearAllCaches(): void {
  for (const cache of registry) cache.clear();
}
