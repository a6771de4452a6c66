import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../apps/api/src/db/client.ts';
import { load, type LoadResult } from './load.ts';
import { signIn } from './doctors.ts';
import { firstExamGroup, seedBenchProcedures } from './procedures-list.ts';
import type { Running } from './server.ts';
import { localPostmasterPid, treeCpuSeconds } from './cpu.ts';

/**
 * `BENCH_ONLY=reads` (PostgreSQL only): the hierarchy-bounded request reads — the exams list (page 1,
 * its patient-name, exam-group and follow-up filters, sorted by code), the decision queue, the
 * dashboard's status counts, the global search by name (one name, and another name each call) and
 * the export of last month's follow-up — as the administrator and as each field role with a small team (the demo hierarchy: one doctor) and a large one (a bench team
 * of 4 district managers × 5 representatives × 25 doctors: the regional manager reaches 500 of the
 * programme's 2,000 requesting doctors, a district manager 125, a representative 25), at
 * BENCH_PROCEDURES sizes 20,000 then 200,000 (`BENCH_READ_SIZES=20000,200000`), seeded once per
 * size while the portal runs, with the p99 ratio of the two sizes and the 50 ms target beside each.
 * Each row also prints the CPU each request cost the portal's process and, when the database runs
 * on this machine, PostgreSQL's processes (read from /proc around the load).
 * Each load runs BENCH_SECONDS (default 3 here) at 50 connections after a 1-second warm-up, and
 * the whole run starts with BENCH_WARMUP_SECONDS (default 20) of every read (`warmUp`);
 * BENCH_READS=search,queue runs only the reads whose name contains one of the words.
 */
const PROGRAM = 'BEMESTAR';
const DISTRICTS = 4;
const REPS_PER_DISTRICT = 5;
const DOCTORS_PER_REP = 25;

interface Row { scenario: string; value: string; note?: string }
type Headers = Record<string, string>;

const email = (local: string) => `${local}@demo.com.br`;

/**
 * The large bench team: field users signing in with the demo password, in a group of the
 * programme granting every module, managing each other and 500 of the bench's requesting doctors.
 * Idempotent.
 */
async function seedFieldTeam(db: Db): Promise<void> {
  const [done] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where email = ${email('bench-regional')}`);
  if (done?.n) return;
  const people: [string, string, string][] = [['bench-regional', 'Regiane Bench Regional', 'REGIONAL_MANAGER']];
  for (let d = 1; d <= DISTRICTS; d++) {
    people.push([`bench-district${d}`, `Davi Bench Distrital ${d}`, 'DISTRICT_MANAGER']);
    for (let r = 1; r <= REPS_PER_DISTRICT; r++) people.push([`bench-rep${d}-${r}`, `Renata Bench Representante ${d}-${r}`, 'REPRESENTATIVE']);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, name, phone, type, approved, password_hash)
      select v.email, v.name, '1198' || lpad(v.n::text, 7, '0'), v.type, true, (select password_hash from users where email = ${email('admin')})
        from (values ${sql.join(people.map(([local, name, type], i) => sql`(${email(local)}, ${name}, ${type}, ${i + 1})`), sql`, `)})
          as v(email, name, type, n)`);
    await tx.execute(sql`
      insert into program_users (user_id, program_id)
      select u.id, g.id from users u cross join programs g where g.slug = ${PROGRAM} and u.email like 'bench-%@demo.com.br'
      on conflict do nothing`);
    await tx.execute(sql`
      with g as (insert into user_groups (program_id, name) select id, 'Bench equipe de campo' from programs where slug = ${PROGRAM} returning id)
      insert into user_group_permissions (user_group_id, type) select id, null from g`);
    const groupOf = sql`(select ug.id from user_groups ug join programs g on g.id = ug.program_id where g.slug = ${PROGRAM} and ug.name = 'Bench equipe de campo')`;
    const idOf = (local: string) => sql`(select id from users where email = ${email(local)})`;
    const links: SQL[] = [sql`(${idOf('bench-regional')}, null::int)`];
    for (let d = 1; d <= DISTRICTS; d++) {
      links.push(sql`(${idOf(`bench-district${d}`)}, ${idOf('bench-regional')})`);
      for (let r = 1; r <= REPS_PER_DISTRICT; r++) links.push(sql`(${idOf(`bench-rep${d}-${r}`)}, ${idOf(`bench-district${d}`)})`);
    }
    await tx.execute(sql`insert into user_group_users (user_group_id, user_id, manager_id)
      select ${groupOf}, v.user_id, v.manager_id from (values ${sql.join(links, sql`, `)}) as v(user_id, manager_id)`);
    // The bench's requesters are the programme's first 2,000 approved doctors by id (`seedBenchProcedures`):
    // 500 of them, past the demo doctors, go to the representatives, 25 each.
    await tx.execute(sql`
      with docs as (
        -- Numbered after the offset: a window function counts before it.
        select (row_number() over (order by d.id) - 1)::int as i, d.id from (
          select u.id from users u join program_users pu on pu.user_id = u.id join programs g on g.id = pu.program_id
           where g.slug = ${PROGRAM} and u.type = 'DOCTOR' and u.approved
           order by u.id limit ${DISTRICTS * REPS_PER_DISTRICT * DOCTORS_PER_REP} offset 100) d),
      reps as (
        select (row_number() over (order by u.email) - 1)::int as i, u.id from users u where u.email like 'bench-rep%@demo.com.br')
      insert into user_group_users (user_group_id, user_id, manager_id)
      select ${groupOf}, docs.id, reps.id from docs join reps on reps.i = docs.i / ${DOCTORS_PER_REP}
       where docs.i < ${DISTRICTS * REPS_PER_DISTRICT * DOCTORS_PER_REP}`);
  });
  await db.execute(sql`analyze users, program_users, user_groups, user_group_users`);
}

export async function growTo(count: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    await seedFieldTeam(database.db);
    await seedBenchProcedures(database.db, count);
    // The vacuum that follows a bulk insert would otherwise run as autovacuum during the measurement.
    await database.db.execute(sql`vacuum analyze procedures, procedure_children, patient_requesters`);
  } finally {
    await database.close();
  }
}

/**
 * The month before this one (`yyyy-MM`): a whole month of the bench's requests, whatever today's
 * date (the current month holds only its days so far, none on the 1st).
 */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
}

/**
 * A first name of the bench's patients and the first one or two digits of their number (a word of
 * one or two characters is found at a word's start, decision 0110): from a few to tens of patients.
 * Its letters come in any case ("hEItor 37"), which finds the same patients: the ten names' 990 terms
 * alone were all in the shared answers within a second or two, and the row measured those.
 */
const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eva', 'Fábio', 'Gabi', 'Heitor', 'Isis', 'João'];
const anyCase = (word: string) => word.replace(/./gu, (c) => (Math.random() < 0.5 ? c.toLowerCase() : c.toUpperCase()));
const anotherName = () => `${anyCase(FIRST_NAMES[Math.floor(Math.random() * FIRST_NAMES.length)]!)} ${1 + Math.floor(Math.random() * 99)}`;

/** A load's figures with the CPU it cost per request, in ms: the portal's process, and PostgreSQL's processes. */
type Measured = LoadResult & { apiMs: number; pgMs: number };

/**
 * Every read as every viewer until BENCH_WARMUP_SECONDS (default 20) have passed, before the first
 * measurement. A portal that has just started spends its first tens of seconds compiling its hot
 * code (V8's optimizing compiler took 12–14% of the API's CPU in the first rows): without this, the
 * first rows measured the compiler, and a run of one read measured little else (decision 0111).
 */
async function warmUp(loads: (() => Promise<unknown>)[]): Promise<void> {
  const until = Date.now() + 1000 * Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
  do {
    for (const run of loads) {
      await run();
      if (Date.now() >= until) return;
    }
  } while (loads.length > 0);
}

const sizes = () => (process.env.BENCH_READ_SIZES ?? '20000,200000').split(',').map(Number);

export async function requestReadsScenarios(portal: Running): Promise<Row[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  await growTo(sizes()[0]!);
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  const viewers: [string, string][] = [
    ['admin', 'admin'],
    ['representative, small team', 'representante'], ['representative, large team (25 doctors)', 'bench-rep1-1'],
    ['district manager, small team', 'distrital'], ['district manager, large team (125 doctors)', 'bench-district1'],
    ['regional manager, small team', 'regional'], ['regional manager, large team (500 doctors)', 'bench-regional'],
  ];
  const headersOf = new Map<string, Headers>();
  for (const [, local] of viewers) headersOf.set(local, await signIn(portal.url, email(local), program.id));
  const admin = headersOf.get('admin')!;
  const { followupId, examGroupId } = await firstExamGroup(portal.url, program.id, admin);
  const list = `/api/procedures?programId=${program.id}&type=CLINICAL_EXAMINATION&skip=0&take=10`;
  const reads: [string, string, unknown?][] = [
    ['exams list page 1', list],
    ['exams list, patient name "Heitor"', `${list}&filter=Heitor`],
    ['exams list, exam group', `${list}&examGroupIds=${examGroupId}`],
    ['exams list, follow-up', `${list}&followupIds=${followupId}`],
    ['exams list, sort by code', `${list}&sortBy=code&sort=0`],
    ['decision queue page 1', `/api/procedures/queue?programId=${program.id}&skip=0&take=10`],
    ['dashboard status counts', `/api/procedures/status-counts/${program.id}`],
    ['search "Heitor"', '/api/search', { term: 'Heitor' }],
    // What people do: each call types another name, so the shared answers rarely help.
    ['search, another name each call ("Heitor 37")', '/api/search', () => ({ term: anotherName() })],
    ['export (CSV) of follow-up', `/api/procedures/export?programId=${program.id}&type=CLINICAL_EXAMINATION&followupIds=${followupId}&yearMonth=${lastMonth()}`],
  ];
  // BENCH_READS=search,queue runs only the reads whose name contains one of the words.
  const only = process.env.BENCH_READS?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
  const chosen = only ? reads.filter(([read]) => only.some((w) => read.toLowerCase().includes(w))) : reads;
  const results = new Map<string, Measured[]>();
  // PostgreSQL's CPU beside the portal's, when it runs on this machine: steadier than p99 on a
  // shared machine, and it shows which side a read's cost is on.
  const postmaster = await localPostmasterPid();
  const optionsOf = (local: string, json: unknown) =>
    ({ headers: headersOf.get(local)!, ...(json === undefined ? {} : typeof json === 'function' ? { jsonEach: json as () => unknown } : { json }) });
  // Each read in turn, viewer by viewer: a short warm-up still runs every read's code.
  await warmUp(viewers.flatMap(([, local]) => chosen.map(([, url, json]) => () =>
    load(`${portal.url}${url}`, { ...optionsOf(local, json), connections: 10, seconds: 1 }))));
  const all = sizes();
  for (const [i, size] of all.entries()) {
    if (i > 0) await growTo(size);
    for (const [read, url, json] of chosen) {
      for (const [viewer, local] of viewers) {
        const opts = optionsOf(local, json);
        await load(`${portal.url}${url}`, { ...opts, connections: 10, seconds: 1 });
        const api0 = treeCpuSeconds(portal.pid);
        const pg0 = treeCpuSeconds(postmaster);
        const r = await load(`${portal.url}${url}`, { ...opts, seconds });
        const requests = Math.max(1, r.rps * seconds);
        const measured = { ...r, apiMs: 1e3 * (treeCpuSeconds(portal.pid) - api0) / requests, pgMs: 1e3 * (treeCpuSeconds(postmaster) - pg0) / requests };
        const key = `${read}, as ${viewer}`;
        results.set(key, [...(results.get(key) ?? []), measured]);
      }
    }
  }
  const rows: Row[] = [];
  for (const [key, rs] of results) {
    const first = rs[0]!;
    const last = rs.at(-1)!;
    const ok = rs.every((r) => r.p99 <= 50) ? 'meets' : 'misses';
    rows.push({
      scenario: `${key} at ${all.join(' → ')} requests`,
      value: `p99 ${rs.map((r) => r.p99).join(' → ')} ms`,
      note: `×${(last.p99 / Math.max(first.p99, 0.01)).toFixed(2)} (target ≤ 1.3×); ${rs.map((r) => `${r.rps} req/s`).join(' → ')}; `
        + `errors ${rs.map((r) => r.errors).join('/')}; ${ok} the target p99 ≤ 50 ms; CPU per request: API `
        + `${rs.map((r) => r.apiMs.toFixed(2)).join(' → ')} ms${postmaster ? `, PostgreSQL ${rs.map((r) => r.pgMs.toFixed(2)).join(' → ')} ms` : ''}`,
    });
  }
  return rows;
}
