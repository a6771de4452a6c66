import { and, desc, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { patientRequesters, procedures } from '#db/schema/index.ts';
import type { DoctorPatients } from '#platform/context/patient-scope.ts';
import { doctorReadsPatient } from '#platform/lib/patient-relationship.ts';
import { boundReachOf, requestsReachable, requestsReachableBound, type BoundReach, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { hasTrigrams, likeLoweredBound, likePattern, startsWordLoweredBound, wordStartPattern } from '#platform/lib/paging.ts';
import { preparedPerShape } from '#platform/lib/prepared.ts';
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

/**
 * Words of a name, in any order ("joana ribeiro" finds "Joana Silva Ribeiro"): a word with three
 * letters or digits in a row is found anywhere in the name, any other ("s", "jo", "j.") at the start
 * of one of its words ("maria s" finds "Maria Souza", not every Maria with an "s"). One trigram
 * condition per word, all served together by `patients_name_search_trgm` (decision 0110). Or a
 * whole CPF (digits).
 */
export type PatientMatch = { name: string; cpf?: never } | { cpf: string; name?: never };

/** The most words a name is searched by: its longest, the most telling (and a bounded number of statements). */
const MAX_WORDS = 8;

const wordsOf = (name: string): string[] => {
  const words = name.split(/\s+/).filter((w) => w.length > 0);
  return words.length <= MAX_WORDS ? words : words.sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
};

/** What of a patients' search changes its statement's text; every value is bound. */
interface MatchShape {
  /** How many words of the name must be found anywhere, and how many at a word's start (none for a CPF). */
  anywhere: number;
  starts: number;
  cpf: boolean;
  /** The viewer is a doctor, who finds only the patients whose record they read. */
  doctor: boolean;
  reach: BoundReach;
}

/**
 * Patients of the programme matching by name or CPF who have a request the viewer reaches (which
 * the hit opens: the latest), and — for a doctor — whose record the doctor reads (decision 0041),
 * so another doctor's patient is never found. Only the CPF's last two digits leave the database.
 *
 * The matching patients are sorted by name first, then walked in that order until `limit` of them
 * have a request the viewer reaches: an administrator or a large team stops after a few, where every
 * match used to be walked before the sort (decision 0108). Whether a patient has one is asked of
 * `patient_requesters` (their few requesters and types, read from its key alone), not of their
 * requests, which grow with the programme: a small team that reaches none of a name's patients
 * probes a few keys each, where it read every patient's dozens of requests (decision 0110). Only
 * the hits then walk their requests newest first through `procedures_patient_first_idx` to the
 * first one the viewer reaches, which the hit opens: one by a requester found there in reach (and of
 * a type in reach), so the team's ids are read and hashed once a statement, not twice (decision
 * 0111). The `offset 0`s keep both orders whole: left to itself, PostgreSQL intersected each
 * patient's requests with every request of the viewer's team (a bitmap of 50,000 rows per patient
 * for a regional manager at 200,000 requests: 2 s a search).
 *
 * One named statement per shape, which each pooled connection plans once (decision 0108): every
 * term, viewer and team is a bound value, so the plan is PostgreSQL's generic one — the trigram
 * index, then the walk, as a term's own plan was — and a cold search no longer pays 0.5 ms of
 * planning. The team is bound as ids (`teamOf`, read once per viewer for the micro-cache's moment)
 * and tested through a hash (`inBoundIds`). The pool's connections have no JIT, which once cost
 * each search ~90 ms (decisions 0058, 0107).
 */
export async function patientsMatching(
  db: Db, reach: RequestReach, mine: DoctorPatients | null, match: PatientMatch, limit: number,
): Promise<PatientHit[]> {
  const words = wordsOf(match.name ?? '');
  if (match.name !== undefined && words.length === 0) return [];
  const bound = await boundReachOf(db, reach);
  if (!bound) return [];
  const anywhere = words.filter(hasTrigrams);
  const starts = words.filter((w) => !hasTrigrams(w));
  const statement = patientsStatement(db, {
    anywhere: anywhere.length, starts: starts.length, cpf: match.cpf !== undefined, doctor: mine !== null, reach: bound,
  });
  const patterns = [...anywhere.map(likePattern), ...starts.map(wordStartPattern)];
  const rows = await statement.execute({
    ...bound.values, limit, cpf: match.cpf, doctorId: mine?.doctorId, ...Object.fromEntries(patterns.map((p, i) => [`word${i}`, p])),
  });
  return rows.map(({ name, cpfEnd, ...request }) => ({ name, cpfEnd, request }));
}

const patientsStatement = preparedPerShape('patients_matching',
  (shape: MatchShape) => `${shape.cpf ? 'cpf' : `a${shape.anywhere}s${shape.starts}`}${shape.doctor ? '_doctor' : ''}_${shape.reach.key}`,
  (db, shape, name) => {
    const matches = shape.cpf ? sql`p.cpf = ${sql.placeholder('cpf')}`
      : sql.join(Array.from({ length: shape.anywhere + shape.starts }, (_, i) =>
        (i < shape.anywhere ? likeLoweredBound : startsWordLoweredBound)(sql`p.name_search`, sql.placeholder(`word${i}`))), sql` and `);
    return db.select({
      name: sql<string | null>`hit.name`, cpfEnd: sql<string>`hit."cpfEnd"`,
      id: sql<number>`r.id`, code: sql<string>`r.code`, type: sql<PatientHit['request']['type']>`r.type`,
      status: sql<PatientHit['request']['status']>`r.display_status`,
    }).from(sql`(
          select p.name as name, right(p.cpf, 2) as "cpfEnd", p.id as patient_id, reached.requesters
            from (select id, name, cpf from patients p
                   where p.program_id = ${sql.placeholder('programId')} and ${matches}
                   order by p.name, p.id offset 0) p
           cross join lateral (select array(select distinct ${patientRequesters.createdById} from ${patientRequesters}
                          where ${patientRequesters.patientId} = p.id and ${requestsReachableBound(patientRequesters, shape.reach)}) as requesters offset 0) reached
           where cardinality(reached.requesters) > 0
             ${shape.doctor ? sql`and ${doctorReadsPatient(sql`${sql.placeholder('doctorId')}::integer`, sql`p.id`)}` : sql``}
           order by p.name, p.id
           limit ${sql.placeholder('limit')}) hit
        cross join lateral (
          select ${procedures.id} as id
            from (select id, program_id, created_by_id, type from ${procedures}
                   where ${procedures.patientId} = hit.patient_id order by id desc offset 0) as ${procedures}
           where ${requestsReachableBound(procedures, shape.reach, sql`hit.requesters`)}
           limit 1) latest
        join ${procedures} r on r.id = latest.id`)
      .orderBy(sql`hit.name`, sql`hit.patient_id`)
      .prepare(name);
  });
