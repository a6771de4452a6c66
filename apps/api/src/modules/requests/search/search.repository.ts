import { and, desc, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '#db/client.ts';
import { procedures } from '#db/schema/index.ts';
import type { DoctorPatients } from '#platform/context/patient-scope.ts';
import { doctorReadsPatient } from '#platform/lib/patient-relationship.ts';
import { requestsReachable, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { teamOf } from '#platform/lib/scope-filter.ts';
import { containsLowered, likePattern } from '#platform/lib/paging.ts';
import type { GlobalSearchResult } from '@portal/domain';

type RequestHit = GlobalSearchResult['requests'][number];
type PatientHit = GlobalSearchResult['patients'][number];

/** Requests the viewer reaches whose code contains `code` (the codes' trigram index), newest first. */
export function requestsByCode(db: DbOrTx, reach: RequestReach, code: string, limit: number): Promise<RequestHit[]> {
  return db.select({ id: procedures.id, code: procedures.code, type: procedures.type, status: procedures.displayStatus })
    .from(procedures)
    .where(and(requestsReachable(procedures, reach), sql`${procedures.code} ilike ${likePattern(code)}`))
    .orderBy(desc(procedures.createdAt), desc(procedures.id))
    .limit(limit);
}

export interface PatientMatch {
  /**
   * Words of the name, each found anywhere in it, in any order ("joana ribeiro" finds "Joana Silva
   * Ribeiro"): one trigram condition per word, all served together by `patients_name_search_trgm`.
   */
  name?: string | undefined;
  /** A whole CPF (digits). */
  cpf?: string | undefined;
}

/**
 * Patients of the programme matching by name or CPF who have a request the viewer reaches (which
 * the hit opens: the latest), and — for a doctor — whose record the doctor reads (decision 0041),
 * so another doctor's patient is never found. Only the CPF's last two digits leave the database.
 *
 * The lateral walks each patient's requests newest first through `procedures_patient_first_idx`
 * (a few dozen rows, read from the index alone) and stops at the first one the viewer reaches. The
 * `offset 0` keeps that walk whole: left to itself, PostgreSQL intersected each patient's requests
 * with every request of the viewer's team (a bitmap of 50,000 rows per patient for a regional
 * manager at 200,000 requests: 2 s a search). The rows the hits open are read once the page is
 * chosen. The viewer's team is bound as ids (`teamOf`, read once per viewer for the micro-cache's
 * moment): the walk then tests each request against a hash of the team rather than the whole team
 * (decisions 0098, 0107). The pool's connections have no JIT, which once cost each search ~90 ms
 * (decisions 0058, 0107).
 */
export async function patientsMatching(
  db: Db, reach: RequestReach, mine: DoctorPatients | null, match: PatientMatch, limit: number,
): Promise<PatientHit[]> {
  const conditions: SQL[] = [];
  const words = match.name?.split(/\s+/).filter((w) => w.length > 0) ?? [];
  if (words.length > 0) conditions.push(sql`(${sql.join(words.map((w) => containsLowered(sql`p.name_search`, w)), sql` and `)})`);
  if (match.cpf) conditions.push(sql`p.cpf = ${match.cpf}`);
  if (conditions.length === 0) return [];
  const relationship = mine ? sql`and ${doctorReadsPatient(sql`${mine.doctorId}::integer`, sql`p.id`)}` : sql``;
  const team = await teamOf(db, reach.scope);
  const rows = await queryRows<{ name: string | null; cpfEnd: string; id: number; code: string; type: PatientHit['request']['type']; status: PatientHit['request']['status'] }>(db, sql`
      select hit.name, hit."cpfEnd", r.id, r.code, r.type, r.display_status as status
        from (
          select p.name as name, right(p.cpf, 2) as "cpfEnd", p.id as patient_id, latest.id as request_id
            from patients p
            cross join lateral (
              select ${procedures.id} as id
                from (select id, program_id, created_by_id, type from ${procedures}
                       where ${procedures.patientId} = p.id order by id desc offset 0) as ${procedures}
               where ${requestsReachable(procedures, reach, team)}
               limit 1) latest
           where p.program_id = ${reach.programId} and (${sql.join(conditions, sql` or `)}) ${relationship}
           order by p.name, p.id
           limit ${limit}) hit
        join ${procedures} r on r.id = hit.request_id
       order by hit.name, hit.patient_id`);
  return rows.map(({ name, cpfEnd, ...request }) => ({ name, cpfEnd, request }));
}
