import { sql } from 'drizzle-orm';
import type { ProcedureType } from '@portal/domain';
import { queryRows, type Db, type DbOrTx } from '../apps/api/src/db/client.ts';
import type { ListFamily } from './list-family.ts';
import { PROGRAM } from './list-family.ts';
import { benchCreatedAt, seedBenchPatients } from './procedures-list.ts';

/**
 * The request lists other than exams (`bench/procedures-list.ts` has those): medications, patient
 * procedures, kits, travels and visits, each grown to the run's size in one programme. Requests are
 * spread over the programme's doctors (the demo doctor, below the demo district manager, among
 * them), 5,000 patients, ten statuses and the last 1,000 days; the type's catalogue columns point at
 * the programme's first product, presentation, patient procedure, institution, follow-up and travel group.
 */
const TYPES: { type: ProcedureType; label: string }[] = [
  { type: 'FIRST_MEDICINE', label: 'medications' },
  { type: 'PATIENT_PROCEDURE', label: 'patient procedures' },
  { type: 'SUPPLY', label: 'kits' },
  { type: 'TRAVEL', label: 'travels' },
  { type: 'SALESFORCE_VISIT', label: 'visits' },
];
const STATUSES = ['OPEN', 'OPEN', 'OPEN', 'APPROVED', 'APPROVED', 'SCHEDULED', 'CONCLUDED', 'CONCLUDED', 'CONCLUDED', 'REJECTED'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

async function growType(db: DbOrTx, type: ProcedureType, count: number): Promise<void> {
  const [current] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from procedures p join programs g on g.id = p.program_id
    where g.slug = ${PROGRAM} and p.type = ${type}`);
  const missing = count - (current?.n ?? 0);
  if (missing <= 0) return;
  const withPatient = type !== 'SUPPLY' && type !== 'SALESFORCE_VISIT';
  await db.execute(sql`
    with prog as materialized (select id from programs where slug = ${PROGRAM}),
    docs as materialized (
      select (row_number() over (order by u.id) - 1)::int as i, u.id from users u join program_users pu on pu.user_id = u.id
       where pu.program_id = (select id from prog) and u.type = 'DOCTOR' and u.approved order by u.id limit 2000),
    pats as materialized (
      select (row_number() over (order by id) - 1)::int as i, id from patients where program_id = (select id from prog) order by id limit 5000),
    cat as materialized (select
      (select min(id) from products where program_id = (select id from prog)) as product,
      (select min(pr.id) from presentations pr join products p on p.id = pr.product_id where p.program_id = (select id from prog)) as presentation,
      (select min(pp.id) from patient_procedures pp join products p on p.id = pp.product_id where p.program_id = (select id from prog)) as patient_procedure,
      (select min(id) from institutions where program_id = (select id from prog)) as institution,
      (select min(id) from followups where program_id = (select id from prog)) as followup,
      (select min(t.id) from travel_groups t join followups f on f.id = t.followup_id where f.program_id = (select id from prog)) as travel_group),
    n as materialized (select (select count(*) from docs)::int as docs, (select count(*) from pats)::int as pats),
    rows as materialized (
      select s, (${textArray(STATUSES)})[1 + s % ${STATUSES.length}] as st, s % n.docs as di, s % n.pats as pi
        from generate_series(${(current?.n ?? 0) + 1}::int, ${count}::int) s cross join n)
    insert into procedures (program_id, type, status, display_status, code, created_by_id, patient_id, product_id, presentation_id,
                            patient_procedure_id, institution_id, followup_id, travel_group_id, quantity, created_at)
    select (select id from prog), ${type}, r.st, r.st, 'BL' || ${type.slice(0, 3)} || to_hex(${Date.now()}::bigint) || lpad(r.s::text, 7, '0'), d.id,
           ${withPatient ? sql`pa.id` : sql`null`},
           ${type === 'FIRST_MEDICINE' || type === 'PATIENT_PROCEDURE' ? sql`cat.product` : sql`null`},
           ${type === 'FIRST_MEDICINE' ? sql`cat.presentation` : sql`null`},
           ${type === 'PATIENT_PROCEDURE' ? sql`cat.patient_procedure` : sql`null`},
           ${type === 'SUPPLY' ? sql`cat.institution` : sql`null`},
           ${type === 'TRAVEL' ? sql`cat.followup` : sql`null`},
           ${type === 'TRAVEL' ? sql`cat.travel_group` : sql`null`},
           ${type === 'SUPPLY' ? sql`1 + r.s % 3` : sql`null`},
           ${benchCreatedAt(sql`r.s`)}
      from rows r join docs d on d.i = r.di join pats pa on pa.i = r.pi cross join cat`);
}

/**
 * Runs a bulk insert with one index dropped and rebuilt after it, in one transaction. The requests'
 * trigram index on `code` is `fastupdate = off` (docs/decisions/0023-search-plans.md), so each
 * inserted row updates it at once: that made most of the seeding's time; one build at the end sorts
 * all the codes once. The index's own definition is read back, so it is rebuilt exactly as migrated.
 */
export async function withoutIndex(db: Db, index: string, run: (tx: DbOrTx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const [def] = await queryRows<{ indexdef: string }>(tx, sql`select indexdef from pg_indexes where indexname = ${index}`);
    if (def) await tx.execute(sql.raw(`drop index ${index}`));
    await run(tx);
    if (def) await tx.execute(sql.raw(def.indexdef));
  });
}

export const procedureLists: ListFamily = {
  name: 'procedure lists',
  async grow(db, rows) {
    await seedBenchPatients(db);
    await withoutIndex(db, 'procedures_code_trgm', async (tx) => {
      for (const { type } of TYPES) await growType(tx, type, rows);
    });
    // Vacuumed as autovacuum would after such an insert: index-only scans (the search's count) need the visibility map.
    await db.execute(sql`vacuum analyze procedures, patients`);
  },
  async cases({ programId }) {
    const ym = new Date().toISOString().slice(0, 7);
    return TYPES.flatMap(({ type, label }, i) => {
      const base = `/api/procedures?programId=${programId}&type=${type}&skip=0&take=10`;
      const name = `GET /api/procedures ${label}`;
      return [
        { name: `${name} page 1`, path: base, as: 'admin' as const },
        // The search reaches the code, the patient's name and the requester's name.
        { name: `${name} filter=Heitor`, path: `${base}&filter=Heitor`, as: 'admin' as const },
        { name: `${name} page 1`, path: base, as: 'district' as const },
        // The other filters once (they are the same SQL for every type), and a rare search term (one patient).
        ...(i === 0 ? [
          { name: `${name} filter=Bench 4321`, path: `${base}&filter=Bench%204321`, as: 'admin' as const },
          { name: `${name} status=OPEN`, path: `${base}&status=OPEN`, as: 'admin' as const },
          { name: `${name} yearMonth=${ym}`, path: `${base}&yearMonth=${ym}`, as: 'admin' as const },
        ] : []),
      ];
    });
  },
};
