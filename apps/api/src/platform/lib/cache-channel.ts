import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { cacheWritesHeld } from '../metrics/metrics.ts';
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
/** Released leases, heard by every process; a process's own acknowledgements come on `<ACK_CHANNEL>_<origin>`. */
const ACK_CHANNEL = 'portal_cache_ack';
/** Acknowledgements sent in one round trip at most; the rest go with the next. */
const MAX_ACKS = 200;
const ALL = '*';
/** NOTIFY payloads stop at 8,000 bytes; a longer list of keys becomes a clear-all. */
const MAX_PAYLOAD = 7_000;
const RETRY_MIN_MS = 250;
const UNDEFINED_TABLE = '42P01';
/** At most this long between attempts while the server is away, so caching resumes soon after it is back (decision 0062). */
const RETRY_MAX_MS = 2_000;
/** What a renewal grants in the database: writers stop waiting for a silent process after this (decision 0099). */
const LEASE_MS = 3_000;
/** How long this process trusts its caches after sending a renewal: less than the lease, whose clock starts later. */
const TRUST_MS = LEASE_MS - 500;
/** A live process renews this often, so its lease never runs out between requests. */
const RENEW_EVERY_MS = 1_000;

/**
 * One round trip on the listening connection: renews this process's lease and, when given, tells
 * each writer which of its invalidations ($4, tokens `<origin>:<n>`) this process has applied, on
 * the writer's own channel, and sends one ($3), answering who must acknowledge it (every other
 * process whose lease holds).
 */
const ROUND_TRIP = {
  name: 'cache-round-trip',
  text: `with lease as (
    insert into cache_listeners (id, expires_at) values ($1, statement_timestamp() + $2 * interval '1 millisecond')
    on conflict (id) do update set expires_at = excluded.expires_at
  )
  select case when $3::text is not null then pg_notify('${CHANNEL}', $3) end as sent,
    (select count(*) from (select pg_notify('${ACK_CHANNEL}_' || split_part(token, ':', 1), $1 || ' ' || string_agg(token, ','))
      from unnest($4::text[]) token group by split_part(token, ':', 1)) acks) as acked,
    case when $3::text is not null then array(select id from cache_listeners where id <> $1 and expires_at > statement_timestamp()) end as listeners`,
};
/** Tells every process that the leases in `ids` (a text[] parameter) are gone: nothing of them is cached. */
const announceReleased = (ids: string) => `select pg_notify('${ACK_CHANNEL}', id || ' ${ALL}') from unnest(${ids}::text[]) id`;
/** A new listening connection's lease; the sessions this process listened on before are released. */
const REGISTER = `with released as (delete from cache_listeners where id = any($2::text[]) or expires_at < statement_timestamp() - interval '10 minutes'),
    lease as (insert into cache_listeners (id, expires_at) values ($1, statement_timestamp() + $3 * interval '1 millisecond'))
  ${announceReleased('$2')}`;
const RELEASE = `with released as (delete from cache_listeners where id = any($1::text[])) ${announceReleased('$1')}`;
/** Through the pool while this process cannot listen: nobody's acknowledgement can be heard, so writers wait out the leases. */
const NOTIFY_DEAF = {
  name: 'cache-notify-deaf',
  text: `select pg_notify('${CHANNEL}', $1), array(select id from cache_listeners where expires_at > statement_timestamp()) as listeners`,
};

interface Waiter { resolve: () => void; write: boolean }
/** A notification sent: who has acknowledged it, and (once the database has said) who still must. */
interface Awaited { acked: Set<string>; pending?: Set<string>; timer?: NodeJS.Timeout; done: Array<() => void> }
interface Notification { token: string; text: string }

/**
 * On PostgreSQL: one dedicated connection per process LISTENs on `portal_cache` and carries, one
 * round trip at a time, this process's notifications, acknowledgements and lease renewals.
 *
 * Why "refused on the next request" holds (decisions 0045, 0099): a write's notification is sent
 * after the write committed, and its answer leaves only once every other process whose lease holds
 * has acknowledged it (applied it), or once that process's trust in its caches has run out. A
 * process trusts its caches for TRUST_MS after sending a renewal on this connection: PostgreSQL
 * delivers pending notifications to a listening connection before it answers any statement on it,
 * so a renewal's answer means every invalidation committed before it was sent has been applied.
 * A renewal sent after trust had lapsed starts from empty caches (writers no longer waited for this
 * process). While the connection is down nothing is cached and notifications go through the pool.
 */
class PgCacheChannel implements CacheChannel {
  private readonly origin = randomBytes(6).toString('base64url');
  private sessions = 0;
  /** The current connection's lease, once it has asked for one. */
  private listenerId: string | undefined;
  /** Leases of earlier connections, released by the next registration. */
  private retired: string[] = [];
  /** The connection being opened or in use. */
  private current: pg.Client | undefined;
  /** The connection once it listens and holds a lease. */
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly renewTimer: NodeJS.Timeout;
  private renewDue = false;
  private busy = false;
  private clearPending = false;
  private evictPending: string[] = [];
  private notificationsSent = 0;
  /** Other processes' notifications applied here and not yet acknowledged. */
  private toAck: string[] = [];
  private waiters: Waiter[] = [];
  private readonly awaited = new Map<string, Awaited>();
  /** Until when (performance.now()) this process's caches may be trusted without a round trip. */
  private trustedUntil = 0;
  private turn: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool, private readonly log: FastifyBaseLogger) {
    this.renewTimer = setInterval(() => { this.renewDue = true; this.kick(); }, RENEW_EVERY_MS);
    this.renewTimer.unref();
  }

  async open(): Promise<void> {
    suspendCaches(true);
    await this.connect();
  }

  clearAll(): Promise<void> {
    clearAllCaches();
    this.clearPending = true;
    return this.roundTrip(true);
  }

  evict(keys: ReadonlyArray<readonly [Evictable, string]>): Promise<void> | undefined {
    evictHere(keys);
    if (keys.length === 0) return undefined;
    for (const [cache, key] of keys) {
      if (!cache.name) throw new Error('only a named micro-cache can be evicted everywhere');
      this.evictPending.push(`${cache.name} ${key}`);
    }
    return this.roundTrip(true);
  }

  caughtUp(): Promise<void> | undefined {
    if (!this.client || !cachesActive()) return undefined;
    return performance.now() < this.trustedUntil ? this.nextTurn() : this.roundTrip(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.renewTimer);
    const client = this.current;
    const listening = this.client;
    this.current = undefined;
    this.client = undefined;
    for (const token of [...this.awaited.keys()]) this.settle(token);
    const mine = [...this.retired, ...(this.listenerId ? [this.listenerId] : [])];
    // Writers elsewhere need not wait out this process's lease.
    if (mine.length > 0) await (listening ?? this.pool).query(RELEASE, [mine]).catch(() => {});
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...(this.pool.options as pg.ClientConfig), application_name: 'portal-cache-channel' });
    this.current = client;
    client.on('notification', (message) => this.receive(message.channel, message.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    const id = `${this.origin}.${++this.sessions}`;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}; listen ${ACK_CHANNEL}; listen "${ACK_CHANNEL}_${this.origin}"`);
      if (this.current !== client) return;
      this.listenerId = id;
      const sentAt = performance.now();
      await client.query(REGISTER, [id, this.retired, LEASE_MS]);
      if (this.current !== client) return;
      this.trustedUntil = sentAt + TRUST_MS;
    } catch (err) {
      // A database not migrated yet (a process starting before its migrations ran) is no outage.
      this.lost(client, err as Error, (err as { code?: string }).code === UNDEFINED_TABLE);
      return;
    }
    // The earlier connections' leases are gone; acknowledge on their behalf everything they were sent.
    const released = this.retired;
    this.retired = [];
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    for (const old of released) this.acknowledged(`${old} ${ALL}`);
    // Listening again: whatever was missed meanwhile was never cached (suspended), so caching resumes from empty.
    suspendCaches(false);
    this.kick();
  }

  private lost(client: pg.Client, err?: Error, expected = false): void {
    if (this.current !== client) return;
    this.current = undefined;
    this.client = undefined;
    this.trustedUntil = 0;
    if (this.listenerId) this.retired.push(this.listenerId);
    this.listenerId = undefined;
    this.toAck = [];
    suspendCaches(true);
    client.end().catch(() => {});
    if (this.closed) return;
    if (expected) this.log.info({ retryInMs: this.retryMs }, 'cache channel: waiting for the migrations; caching off until then');
    else this.log.warn({ err, retryInMs: this.retryMs }, 'cache channel: connection lost; caching off until it is back');
    this.retryTimer = setTimeout(() => { void this.connect(); }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
  }

  private receive(channel: string, payload: string): void {
    if (channel.startsWith(ACK_CHANNEL)) {
      this.acknowledged(payload);
      return;
    }
    const space = payload.indexOf(' ');
    if (space < 0) return;
    const token = payload.slice(0, space);
    if (token.split(':')[0] === this.origin) return;
    const body = payload.slice(space + 1);
    if (body === ALL) clearAllCaches();
    else {
      for (const line of body.split('\n')) {
        const at = line.indexOf(' ');
        if (at > 0) evictNamed(line.slice(0, at), line.slice(at + 1));
      }
    }
    this.toAck.push(token);
    this.kick();
  }

  /** `<listener> <token>,<token>…`, or `<listener> *` for a lease released (nothing of it is cached). */
  private acknowledged(payload: string): void {
    const space = payload.indexOf(' ');
    if (space < 0) return;
    const listener = payload.slice(0, space);
    const tokens = payload.slice(space + 1);
    for (const token of tokens === ALL ? [...this.awaited.keys()] : tokens.split(',')) {
      const awaited = this.awaited.get(token);
      if (!awaited) continue;
      awaited.acked.add(listener);
      awaited.pending?.delete(listener);
      if (awaited.pending?.size === 0) this.settle(token);
    }
  }

  private settle(token: string): void {
    const awaited = this.awaited.get(token);
    if (!awaited) return;
    this.awaited.delete(token);
    clearTimeout(awaited.timer);
    for (const resolve of awaited.done) resolve();
  }

  /**
   * Settles at the end of this turn of the event loop. Trusted caches need no wait, but the
   * requests read in one turn then answer together: answering each at once cost a third more CPU
   * per request under load (decision 0099), as the round trip this replaces used to batch them.
   */
  private nextTurn(): Promise<void> {
    this.turn ??= new Promise((resolve) => setImmediate(() => { this.turn = undefined; resolve(); }));
    return this.turn;
  }

  /**
   * Settles after the next round trip that starts from now and, for a write, once every other
   * process has applied it or stopped trusting its caches (never rejects: a failure is logged).
   */
  private roundTrip(write: boolean): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ resolve, write });
      this.kick();
    });
  }

  private kick(): void {
    if (this.busy) return;
    // Renewals and acknowledgements wait for a listening connection; notifications go through the pool meanwhile.
    const listening = this.client !== undefined;
    if (this.waiters.length === 0 && !(listening && (this.renewDue || this.toAck.length > 0))) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.renewDue = false;
    const notification = this.takeNotification();
    this.busy = true;
    void this.send(notification).then((listeners) => {
      this.busy = false;
      const writes = waiters.filter((w) => w.write).map((w) => w.resolve);
      for (const waiter of waiters) if (!waiter.write) waiter.resolve();
      if (notification) this.await(notification.token, listeners, writes);
      else for (const resolve of writes) resolve();
      this.kick();
    });
  }

  /** Holds the writers until `listeners` have acknowledged `token`, or for at most a lease. */
  private await(token: string, listeners: readonly string[] | undefined, writes: Array<() => void>): void {
    const awaited = this.awaited.get(token);
    if (!awaited) {
      for (const resolve of writes) resolve();
      return;
    }
    awaited.done.push(...writes);
    awaited.pending = new Set((listeners ?? []).filter((id) => !awaited.acked.has(id)));
    if (awaited.pending.size === 0) {
      this.settle(token);
      return;
    }
    // A process that neither answers nor renews has stopped trusting its caches by then.
    awaited.timer = setTimeout(() => {
      // Said once per write held: a stalled or vanished process slows every write by a lease.
      cacheWritesHeld.inc();
      this.log.warn({ silent: [...awaited.pending ?? []], waitedMs: LEASE_MS }, 'cache channel: a write waited out the lease of processes that did not acknowledge it');
      this.settle(token);
    }, LEASE_MS);
    awaited.timer.unref();
  }

  private takeNotification(): Notification | undefined {
    let body: string | undefined;
    if (this.clearPending) body = ALL;
    else if (this.evictPending.length > 0) body = this.evictPending.join('\n');
    this.clearPending = false;
    this.evictPending = [];
    if (body === undefined) return undefined;
    const token = `${this.origin}:${++this.notificationsSent}`;
    // Registered before sending: an acknowledgement can arrive before the statement's own answer.
    this.awaited.set(token, { acked: new Set(), done: [] });
    return { token, text: `${token} ${body.length > MAX_PAYLOAD ? ALL : body}` };
  }

  /** The next acknowledgements to send, taken from the queue. */
  private takeAcks(): string[] | undefined {
    if (!this.listenerId || this.toAck.length === 0) return undefined;
    const acks = this.toAck.slice(0, MAX_ACKS);
    this.toAck = this.toAck.slice(MAX_ACKS);
    return acks;
  }

  /** Sends one round trip; answers who must acknowledge the notification, if one was sent. */
  private async send(notification: Notification | undefined): Promise<readonly string[] | undefined> {
    const client = this.client;
    if (client) {
      const acks = this.takeAcks();
      const sentAt = performance.now();
      // Trust had lapsed, so writers may have stopped waiting for this process: what it holds may be stale.
      if (sentAt >= this.trustedUntil) clearAllCaches();
      try {
        const { rows } = await client.query<{ listeners: string[] | null }>({
          ...ROUND_TRIP, values: [this.listenerId, LEASE_MS, notification?.text ?? null, acks ?? null],
        });
        if (this.client === client) this.trustedUntil = sentAt + TRUST_MS;
        return rows[0]?.listeners ?? undefined;
      } catch (err) {
        // Stop caching before the waiters go on (the 'error' event may come later); the pool can still tell the others.
        this.lost(client, err as Error);
      }
    }
    if (!notification) return undefined;
    try {
      const { rows } = await this.pool.query<{ listeners: string[] }>({ ...NOTIFY_DEAF, values: [notification.text] });
      // Deaf, this process may hear no acknowledgement: at worst it waits out every lease that holds.
      return (rows[0]?.listeners ?? []).filter((id) => !this.retired.includes(id));
    } catch (err) {
      this.log.error({ err }, 'cache channel: could not notify the other processes');
      return undefined;
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
