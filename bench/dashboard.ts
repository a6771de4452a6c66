import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { signIn } from './doctors.ts';
import { load } from './load.ts';

/**
 * Dashboard rows of `npm run bench` (`BENCH_ONLY=dashboard` runs only these): the request counts
 * (per type, per type and status), the weekly volume and the time-to-therapy panel over
 * `count` requests of one programme (BENCH_PROCEDURES, default 20,000), made by the demo doctor
 * over the last 120 days in every status, as the administrator (whole programme) and as the
 * district manager (bounded by the hierarchy).
 */
const PROGRAM = 'BEMESTAR';

export async function prepareDashboard(env: Record<string, string>, count: number): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    await database.db.execute(sql`
      insert into procedures (program_id, type, status, code, created_by_id, created_at, updated_at, approved_at, concluded_at)
      select p.id, (array['FIRST_MEDICINE','CLINICAL_EXAMINATION','PATIENT_PROCEDURE','SALESFORCE_VISIT'])[1 + g % 4],
             s.status, 'BENCH' || lpad(g::text, 8, '0'), (select id from users where email = 'medico@demo.com.br'),
             s.created, s.created,
             case when s.status in ('APPROVED', 'SCHEDULED', 'CONCLUDED', 'REJECTED') then s.created + make_interval(hours => 1 + g % 72) end,
             case when s.status = 'CONCLUDED' then s.created + make_interval(hours => 24 + g % 400) end
        from generate_series(1, ${count}::int) g
        cross join programs p
        cross join lateral (select (array['OPEN','APPROVED','SCHEDULED','CONCLUDED','CONCLUDED','REJECTED'])[1 + g % 6] as status,
                                   now() - make_interval(mins => (g * 7919) % (120 * 24 * 60)) as created) s
       where p.slug = ${PROGRAM}
      on conflict do nothing`);
    await database.db.execute(sql`analyze procedures`);
  } finally {
    await database.close();
  }
}

export async function dashboardScenarios(baseUrl: string, count: number) {
  const program = await (await fetch(`${baseUrl}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  const rows = [];
  for (const email of ['admin@demo.com.br', 'distrital@demo.com.br']) {
    const headers = await signIn(baseUrl, email, program.id);
    const urls = [
      ['count', `/api/procedures/count/${program.id}`], ['status-counts', `/api/procedures/status-counts/${program.id}`],
      ['weekly-volume', `/api/procedures/weekly-volume/${program.id}`], ['time-to-therapy', `/api/procedures/time-to-therapy/${program.id}`],
    ] as const;
    for (const [name, url] of urls) {
      const r = await load(`${baseUrl}${url}`, { headers });
      rows.push({
        scenario: `dashboard ${name}, ${count} requests, as ${email.split('@')[0]}`, value: `p99 ${r.p99} ms`,
        note: `p50 ${r.p50} ms, ${r.rps} req/s, errors ${r.errors}`,
      });
    }
  }
  return rows;
}
