import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { cachesActive, clearAllCaches, evictNamed, suspendCaches } from './micro-cache.ts';

/** A micro-cache as eviction sees it (`MicroCache` of any value type). */
interface Evictable { readonly name?: string | undefined; delete(key: string): void }

/**
 * How a micro-cache change made here reaches every API process (decision 0045). Each method applies
 * the change here at once and answers what to wait for before the HTTP answer leaves (undefined:
 * nothing, as on the embedded database, where this process is the only one).
 */
export interface CacheChannel {
  /** Clears every micro-cache here and in every other process (a write). */
  clearAll(): Promise<void> | undefined;
  /** Forgets single keys of named caches here and in every other process (a sign-out's session). */
  evict(keys: ReadonlyArray<readonly [cache: Evictable, key: string]>): Promise<void> | undefined;
  /**
   * Settles once every invalidation committed anywhere before the call has been applied here, so a
   * request may trust what is cached (undefined while nothing is cached).
   */
  caughtUp(): Promise<void> | undefined;
  close(): Promise<void>;
}

const evictHere = (keys: ReadonlyArray<readonly [Evictable, string]>) => {
  for (const [cache, key] of keys) cache.delete(key);
};

/** The embedded database's: one process, so the local change is all there is. */
export const localCacheChannel: CacheChannel = {
  clearAll: () => { clearAllCaches(); return undefined; },
  evict: (keys) => { evictHere(keys); return undefined; },
  caughtUp: () => undefined,
  close: async () => {},
};

const CHANNEL = 'portal_cache';
const NOTIFY = { name: 'cache-notify', text: 'select pg_notify($1, $2)' };
const ALL = '*';
/** NOTIFY payloads stop at 8,000 bytes; a longer list of keys becomes a clear-all. */
const MAX_PAYLOAD = 7_000;
const RETRY_MIN_MS = 250;
/** At most this long between attempts while the server is away, so caching resumes soon after it is back (decision 0062). */
const RETRY_MAX_MS = 2_000;

/**
 * On PostgreSQL: one dedicated connection per process LISTENs on `portal_cache` and carries, one
 * round trip at a time, both this process's notifications and the catch-up round trips of its
 * requests; whatever piles up meanwhile shares the next round trip.
 *
 * Why "refused on the next request" holds: a notification is sent (and committed) after the write
 * committed and before the writer's answer leaves. PostgreSQL delivers pending notifications to a
 * listening connection before it answers any statement on it, so a request elsewhere that first
 * makes one round trip on that connection (`caughtUp`) has applied every invalidation committed
 * before it arrived. While the connection is down nothing is cached (the process could miss
 * invalidations) and notifications go through the pool; reconnecting starts from empty caches.
 */
class PgCacheChannel implements CacheChannel {
  private readonly origin = randomBytes(6).toString('base64url');
  /** The connection being opened or in use. */
  private current: pg.Client | undefined;
  /** The connection once it listens. */
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private busy = false;
  private clearPending = false;
  private evictPending: string[] = [];
  private waiters: Array<() => void> = [];

  constructor(private readonly pool: pg.Pool, private readonly log: FastifyBaseLogger) {}

  async open(): Promise<void> {
    suspendCaches(true);
    await this.connect();
  }

  clearAll(): Promise<void> {
    clearAllCaches();
    this.clearPending = true;
    return this.roundTrip();
  }

  evict(keys: ReadonlyArray<readonly [Evictable, string]>): Promise<void> | undefined {
    evictHere(keys);
    if (keys.length === 0) return undefined;
    for (const [cache, key] of keys) {
      if (!cache.name) throw new Error('only a named micro-cache can be evicted everywhere');
      this.evictPending.push(`${cache.name} ${key}`);
    }
    return this.roundTrip();
  }

  caughtUp(): Promise<void> | undefined {
    return this.client && cachesActive() ? this.roundTrip() : undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.current;
    this.current = undefined;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...(this.pool.options as pg.ClientConfig), application_name: 'portal-cache-channel' });
    this.current = client;
    client.on('notification', (message) => this.receive(message.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.current !== client) return;
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    // Listening again: whatever was missed meanwhile was never cached (suspended), so caching resumes from empty.
    suspendCaches(false);
    this.kick();
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.current !== client) return;
    this.current = undefined;
    this.client = undefined;
    suspendCaches(true);
    client.end().catch(() => {});
    if (this.closed) return;
    this.log.warn({ err, retryInMs: this.retryMs }, 'cache channel: connection lost; caching off until it is back');
    this.retryTimer = setTimeout(() => { void this.connect(); }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
  }

  private receive(payload: string): void {
    const space = payload.indexOf(' ');
    if (space < 0 || payload.slice(0, space) === this.origin) return;
    const body = payload.slice(space + 1);
    if (body === ALL) {
      clearAllCaches();
      return;
    }
    for (const line of body.split('\n')) {
      const at = line.indexOf(' ');
      if (at > 0) evictNamed(line.slice(0, at), line.slice(at + 1));
    }
  }

  /** Settles after the next round trip that starts from now (never rejects: a failure is logged). */
  private roundTrip(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.kick();
    });
  }

  private kick(): void {
    if (this.busy || this.waiters.length === 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    const payload = this.takePayload();
    this.busy = true;
    void this.send(payload).finally(() => {
      this.busy = false;
      for (const resolve of waiters) resolve();
      this.kick();
    });
  }

  private takePayload(): string | undefined {
    let body: string | undefined;
    if (this.clearPending) body = ALL;
    else if (this.evictPending.length > 0) body = this.evictPending.join('\n');
    this.clearPending = false;
    this.evictPending = [];
    if (body === undefined) return undefined;
    return `${this.origin} ${body.length > MAX_PAYLOAD ? ALL : body}`;
  }

  private async send(payload: string | undefined): Promise<void> {
    const client = this.client;
    try {
      if (client) {
        await (payload ? client.query({ ...NOTIFY, values: [CHANNEL, payload] }) : client.query(';'));
        return;
      }
    } catch (err) {
      // Stop caching before the waiters go on (the 'error' event may come later); the pool can still tell the others.
      if (client) this.lost(client, err as Error);
    }
    if (!payload) return;
    try {
      await this.pool.query({ ...NOTIFY, values: [CHANNEL, payload] });
    } catch (err) {
      this.log.error({ err }, 'cache channel: could not notify the other processes');
    }
  }
}

/** The channel for this database: PostgreSQL's LISTEN/NOTIFY, or the local one on the embedded database. */
export async function openCacheChannel(pool: pg.Pool | undefined, log: FastifyBaseLogger): Promise<CacheChannel> {
  if (!pool) return localCacheChannel;
  const channel = new PgCacheChannel(pool, log);
  await channel.open();
  return channel;
}
