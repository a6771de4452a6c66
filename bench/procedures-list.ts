import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../apps/api/src/db/client.ts';
import { load } from './load.ts';
import type { Running } from './server.ts';
import { signIn } from './doctors.ts';

/**
 * The exams list of `npm run bench` over BENCH_PROCEDURES requests (default 20,000; 200,000 for
 * the full size) of one programme: page 1 at 50 connections, plain and with each filter, and as a
 * district manager whose hierarchy bounds it. Requests are inserted in bulk before the portal starts.
 */
const PROGRAM = 'BEMESTAR';
const STATUSES = ['OPEN', 'OPEN', 'OPEN', 'OPEN', 'APPROVED', 'APPROVED', 'PARTIAL', 'CONCLUDED', 'CONCLUDED', 'REJECTED'];

/** 5,000 patients of the programme, shared by the request benches (same CPFs, inserted once). */
export async function seedBenchPatients(db: Db): Promise<void> {
  await db.execute(sql`
    insert into patients (program_id, cpf, name)
    select g.id, lpad((70000000000 + s)::text, 11, '0'),
           (array['Ana','Bruno','Carla','Diego','Eva','Fábio','Gabi','Heitor','Isis','João'])[1 + s % 10] || ' Bench ' || s
      from generate_series(1, 5000) s cross join programs g where g.slug = ${PROGRAM}
    on conflict do nothing`);
}

/**
 * When the bench's request number `s` was made: a day of the last thousand drawn from `s` by a hash,
 * so each requester's requests spread over the whole span. The day once was `s % 1000`, which, with
 * requesters taken round robin (`s % 2,000`), put all of a requester's requests on one day: a team's
 * month was empty, and a field manager's export of last month measured an empty file.
 */
export const benchCreatedAt = (s: SQL): SQL =>
  sql`now() - ((hashint4(${s}) & 2147483647) % 1000) * interval '1 day' - (${s} % 86400) * interval '1 second'`;

/** Inserts requests (two exam children each) until the programme has `count` exam requests. */
export async function seedBenchProcedures(db: Db, count: number): Promise<void> {
  const [current] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from procedures p join programs g on g.id = p.program_id
    where g.slug = ${PROGRAM} and p.type = 'CLINICAL_EXAMINATION'`);
  const missing = count - (current?.n ?? 0);
  if (missing <= 0) return;
  await seedBenchPatients(db);
  await db.execute(sql`analyze patients, users, program_users, exam_groups, followups`);
  const statuses = sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]`);
  // Requesters: the programme's doctors (the demo doctor among them), round robin; groups and patients likewise.
  await db.execute(sql`
    with prog as materialized (select id from programs where slug = ${PROGRAM}),
    docs as materialized (
      select (row_number() over (order by u.id) - 1)::int as i, u.id from users u join program_users pu on pu.user_id = u.id
       where pu.program_id = (select id from prog) and u.type = 'DOCTOR' and u.approved order by u.id limit 2000),
    grp as materialized (
      select (row_number() over (order by eg.id) - 1)::int as i, eg.id, eg.followup_id from exam_groups eg
        join followups f on f.id = eg.followup_id where f.program_id = (select id from prog)),
    pats as materialized (
      select (row_number() over (order by id) - 1)::int as i, id from patients where program_id = (select id from prog) order by id limit 5000),
    n as materialized (select (select count(*) from docs)::int as docs, (select count(*) from grp)::int as grp, (select count(*) from pats)::int as pats),
    rows as materialized (
      select s, (${statuses})[1 + s % ${STATUSES.length}] as st, s % n.docs as di, s % n.grp as gi, s % n.pats as pi
        from generate_series(1, ${missing}::int) s cross join n
    )
    insert into procedures (program_id, type, status, display_status, code, created_by_id, patient_id, followup_id, exam_group_id, created_at)
    select (select id from prog), 'CLINICAL_EXAMINATION', case when r.st = 'PARTIAL' then 'SCHEDULED' else r.st end, r.st,
           'BENCH' || to_hex(${Date.now()}::bigint) || lpad(r.s::text, 7, '0'),
           d.id, pa.id, g.followup_id, g.id, ${benchCreatedAt(sql`r.s`)}
      from rows r join docs d on d.i = r.di join grp g on g.i = r.gi join pats pa on pa.i = r.pi`);
  await db.execute(sql`
    insert into procedure_children (procedure_id, code, type, exam_id, status)
    select p.id, p.code || '-' || e.rn, 'EXAM', e.id,
           case when p.display_status = 'PARTIAL' then (case when e.rn = 1 then 'CONCLUDED' else 'SCHEDULED' end) else p.status end
      from procedures p
      join (select id, exam_group_id, row_number() over (partition by exam_group_id order by id) as rn from exams) e
        on e.exam_group_id = p.exam_group_id and e.rn <= 2
     where p.code like 'BENCH%' and not exists (select 1 from procedure_children c where c.procedure_id = p.id)`);
  await db.execute(sql`analyze procedures, procedure_children, patients`);
}

export async function prepareProceduresBench(env: Record<string, string>): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    await seedBenchProcedures(database.db, Number(process.env.BENCH_PROCEDURES ?? 20_000));
  } finally {
    await database.close();
  }
}

/** p50/p99 of page 1 of the exams list at 50 connections, per filter. */
/** The programme's first follow-up with an exam group, and that group: the filters the list rows use. */
export async function firstExamGroup(baseUrl: string, programId: number, headers: Record<string, string>): Promise<{ followupId: number; examGroupId: number }> {
  const followups = await (await fetch(`${baseUrl}/api/programs/${programId}/followups`, { headers })).json() as { id: number }[];
  for (const f of followups) {
    const groups = await (await fetch(`${baseUrl}/api/followups/${f.id}/exam-groups`, { headers })).json() as { id: number }[];
    if (groups[0]) return { followupId: f.id, examGroupId: groups[0].id };
  }
  return { followupId: followups[0]?.id ?? 0, examGroupId: 0 };
}

export async function proceduresListScenarios(portal: Running) {
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  const admin = await signIn(portal.url, 'admin@demo.com.br', program.id);
  const district = await signIn(portal.url, 'distrital@demo.com.br', program.id);
  const base = `${portal.url}/api/procedures?programId=${program.id}&type=CLINICAL_EXAMINATION&skip=0&take=10`;
  const probe = await fetch(base, { headers: admin });
  if (!probe.ok) return [{ scenario: 'GET /api/procedures (exams)', value: 'n/a', note: `answered ${probe.status}` }];
  const { total } = await probe.json() as { total: number; data: { examGroup: string }[] };
  const ym = new Date().toISOString().slice(0, 7);
  const { followupId, examGroupId } = await firstExamGroup(portal.url, program.id, admin);
  const cases: [string, string, Record<string, string>][] = [
    ['page 1', '', admin],
    ['status=OPEN', '&status=OPEN', admin],
    ['status=PARTIAL', '&status=PARTIAL', admin],
    [`yearMonth=${ym}`, `&yearMonth=${ym}`, admin],
    ['followupIds', `&followupIds=${followupId}`, admin],
    ['examGroupIds', `&examGroupIds=${examGroupId}`, admin],
    ['filter=Heitor (patient name)', '&filter=Heitor', admin],
    ['sortBy=code', '&sortBy=code&sort=0', admin],
    ['as a district manager (hierarchy)', '', district],
  ];
  const rows = [];
  for (const [name, suffix, headers] of cases) {
    const r = await load(`${base}${suffix}`, { headers });
    rows.push({
      scenario: `GET /api/procedures exams of ${total}: ${name}`, value: `${r.rps} req/s`,
      note: `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (target p99 ≤ 50 ms)`,
    });
  }
  return rows;
}

