import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildOptions } from '#main/app.ts';
import { loadConfig, type Config } from '#platform/config.ts';
import { openDatabase, type Database } from '#db/client.ts';
import { pgPoolOf } from '#db/pg-pool.ts';
import { users } from '#db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '#main/seed/demo.ts';
import { hashPassword } from '#platform/lib/password.ts';
import { TEMPLATE_DB, withDatabase } from './database-urls.ts';

/**
 * A fresh copy of the migrated, seeded template: PGlite in memory, or a new PostgreSQL database.
 * `shared`: the URL of another test app's PostgreSQL database to open as well (neither copied nor dropped).
 */
async function openTestDatabase(shared?: string): Promise<Database> {
  if (shared) return openDatabase({ databaseUrl: shared });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export interface TestApp {
  app: FastifyInstance;
  /** A request as the demo user of that type (a `UserType`) or e-mail, with a fresh session. */
  as(user: string, programSlug?: string): Promise<Client>;
  /** A request with no session. */
  anon: Client;
  /** Signs in as a bearer client (`authMode: 'bearer'`), so the answer carries the session token. */
  login(email: string, password?: string, programId?: number): Promise<LightMyRequestResponse>;
  programId(slug: string): Promise<number>;
  /** The id of the user with that e-mail. */
  userId(email: string): Promise<number>;
  /** Inserts a user whose password is the demo one; returns the row. */
  insertUser(values: Omit<typeof users.$inferInsert, 'passwordHash'>): Promise<typeof users.$inferSelect>;
  /** On PostgreSQL, the database's URL, for a second app on the same database (`createTestApp(…, url)`). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export type Client = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

export async function createTestApp(
  overrides: Partial<Config> = {}, sharedDatabaseUrl?: string, build: Pick<BuildOptions, 'fhirBearer'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(sharedDatabaseUrl);
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), loginRateLimitPerMinute: 10_000, cacheTtlMs: 0, ...overrides };
  const app = await buildApp({ config, database, logger: false, ...build });
  await app.ready();

  const programId = async (slug: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/programs/by-slug/${slug}` });
    return res.json<{ id: number }>().id;
  };
  const login = async (email: string, password = DEMO_PASSWORD, pid?: number) =>
    // With the development captcha's token: a test's earlier failed logins never make its sign-ins ask for one.
    app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password, programId: pid ?? (await programId('BEMESTAR')), recaptchaValue: DEV_CAPTCHA_TOKEN, authMode: 'bearer' } });

  return {
    app,
    anon: (opts) => app.inject(opts),
    login,
    databaseUrl: pgPoolOf(database)?.options.connectionString,
    programId,
    async userId(email) {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row!.id;
    },
    async insertUser(values) {
      const [row] = await app.db.insert(users).values({ ...values, passwordHash: await hashPassword(DEMO_PASSWORD) }).returning();
      return row!;
    },
    async as(user, programSlug = 'BEMESTAR') {
      const email = user.includes('@') ? user : DEMO_USERS.find((u) => u.type === user && u.approved)!.email;
      const res = await login(email, DEMO_PASSWORD, await programId(programSlug));
      if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.body}`);
      const { token } = res.json<{ token: string }>();
      return (opts) => app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The seeded app of one test file: opened before its tests, then `ready` runs (to keep the app,
 * sign in, look up ids); closed after the tests. `setupTimeoutMs` gives a file that seeds many rows
 * more than the default minute.
 */
export function useTestApp(
  ready: (t: TestApp) => Promise<void> | void, overrides: Partial<Config> = {}, setupTimeoutMs?: number, build: Pick<BuildOptions, 'fhirBearer'> = {},
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides, undefined, build);
    await ready(t);
  }, setupTimeoutMs);
  afterAll(async () => { await t?.close(); });
}
