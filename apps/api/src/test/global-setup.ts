import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '#db/client.ts';
import { seedAll } from '#main/seed/index.ts';
import { templateDatabaseUrl, TEMPLATE_DB } from './database-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one template per run, so each test file starts from a copy in a second
 * instead of migrating again: a PGlite dump, or a PostgreSQL template database when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${TEMPLATE_DB}'`);
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: templateDatabaseUrl(databaseUrl) });
    await database.migrate();
    await seedAll(database.db);
    await database.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedAll(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = path.resolve('.tmp');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'pglite-template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
