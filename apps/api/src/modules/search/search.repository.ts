import { and, desc, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { procedures } from '../../db/schema/index.ts';
import type { DoctorPatients } from '../../context/patient-scope.ts';
import { doctorReadsPatient } from '../../lib/patient-relationship.ts';
import { requestsReachable, type RequestReach } from '../../lib/request-type-filter.ts';
import type { GlobalSearchResult } from '@portal/domain';

type RequestHit = GlobalSearchResult['requests'][number];
type PatientHit = GlobalSearchResult['patients'][number];

const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Requests the viewer reaches whose code contains `code` (the codes' trigram index), newest first. */
export function requestsByCode(db: DbOrTx, reach: RequestReach, code: string, limit: number): Promise<RequestHit[]> {
  return db.select({ id: procedures.id, code: procedures.code, type: procedures.type, status: procedures.displayStatus })
    .from(procedures)
    .where(and(requestsReachable(procedures, reach), sql`${procedures.code} ilike ${likePattern(code)}`))
    .orderBy(desc(procedures.createdAt), desc(procedures.id))
    .limit(limit);
}

export interface PatientMatch {
  /** Part of the name (trigram index), or a whole CPF (digits). */
  name?: string | undefined;
  cpf?: string | undefined;
}

/**
 * Patients of the programme matching by name or CPF who have a request the viewer reaches (which
 * the hit opens: the latest), and — for a doctor — whose record the doctor reads (decision 0041),
 * so another doctor's patient is never found. Only the CPF's last two digits leave the database.
 */
export function patientsMatching(
  db: DbOrTx, reach: RequestReach, mine: DoctorPatients | null, match: PatientMatch, limit: number,
): Promise<PatientHit[]> {
  const conditions: SQL[] = [];
  if (match.name) conditions.push(sql`p.name ilike ${likePattern(match.name)}`);
  if (match.cpf) conditions.push(sql`p.cpf = ${match.cpf}`);
  if (conditions.length === 0) return Promise.resolve([]);
  const relationship = mine ? sql`and ${doctorReadsPatient(sql`${mine.doctorId}::integer`, sql`p.id`)}` : sql``;
  return queryRows<{ name: string; cpfEnd: string; id: number; code: string; type: PatientHit['request']['type']; status: PatientHit['request']['status'] }>(db, sql`
    select p.name, right(p.cpf, 2) as "cpfEnd", r.id, r.code, r.type, r.status
      from patients p
      cross join lateral (
        select ${procedures.id} as id, ${procedures.code} as code, ${procedures.type} as type, ${procedures.displayStatus} as status
          from ${procedures}
         where ${procedures.patientId} = p.id and ${requestsReachable(procedures, reach)}
         order by ${procedures.id} desc
         limit 1) r
     where p.program_id = ${reach.programId} and (${sql.join(conditions, sql` or `)}) ${relationship}
     order by p.name, p.id
     limit ${limit}`).then((rows) => rows.map(({ name, cpfEnd, ...request }) => ({ name, cpfEnd, request })));
}
