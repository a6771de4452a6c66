import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CouncilRegistrationType, CouncilSpecialty, CouncilStatus, DoctorListItem, DoctorStatus } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { userNoticesSeen } from '#db/schema/index.ts';
import { hasTrigrams, likeLoweredBound, likePattern, sharedTotals, totalOf } from '#platform/lib/paging.ts';
import { preparedPerShape } from '#platform/lib/prepared.ts';
import { inBoundIds, teamOf, usersBelowViewer, viewerKey } from '#platform/lib/scope-filter.ts';
import type { Scope, ScopedProgramId } from '#platform/context/scope.ts';

/**
 * A programme's doctors, each once (spec §4 Doctor registration): its doctor users (the doctor
 * record's id; registered when approved, preRegistration otherwise) and, for every CRM of its
 * registry that has no doctor user in the programme, the registry row (`r<id>`, unregistered).
 *
 * Hierarchy (`usersBelow` in @portal/domain): administrators see all; anyone else sees the doctor
 * users below them and the registry rows they or someone below them imported. Once an imported
 * doctor signs up, the user is what the list shows, to those above them in the hierarchy.
 */
export interface DoctorListFilter {
  programId: ScopedProgramId;
  scope: Scope;
  filter?: string | undefined;
  status?: DoctorStatus | undefined;
  councilStatus?: CouncilStatus | undefined;
  skip: number;
  take: number;
}

/** The search: name or e-mail contains the term (trigram indexes); a term of digits also matches the CRM exactly. */
function search(term: string | undefined, name: SQL, email: SQL, crm: SQL): SQL {
  if (!term) return sql`true`;
  const pattern = likePattern(term);
  const digits = /^\d+$/.test(term) ? term.replace(/^0+/, '') : undefined;
  return digits
    ? sql`(${name} ilike ${pattern} or ${email} ilike ${pattern} or ${crm} = ${digits})`
    : sql`(${name} ilike ${pattern} or ${email} ilike ${pattern})`;
}

/** The viewer's chain (themself and below), once per query, or nothing for administrators. */
const below = (scope: Scope): SQL | undefined => (scope.wholeProgramme ? undefined : usersBelowViewer(scope));

/** Doctor users of the programme, with their status: all for an administrator, else those below the viewer. */
function membersBranch(f: DoctorListFilter, columns: SQL): SQL {
  const status = f.status === 'registered' ? sql`u.approved` : f.status === 'preRegistration' ? sql`not u.approved` : sql`true`;
  const chain = below(f.scope);
  const council = f.councilStatus ? sql`d.council_status = ${f.councilStatus}` : sql`true`;
  return sql`select ${columns}
      from users u
      join program_users pu on pu.user_id = u.id and pu.program_id = ${f.programId}
      join doctors d on d.user_id = u.id
     where u.type = 'DOCTOR' and u.anonymized_at is null and ${status} and ${council} and ${chain ? sql`u.id in ${chain}` : sql`true`}
       and ${search(f.filter, sql`u.name`, sql`u.email`, sql`d.crm`)}`;
}

/** Registry rows of the programme whose CRM has no doctor user there. */
function registryBranch(f: DoctorListFilter, columns: SQL): SQL {
  const chain = below(f.scope);
  return sql`select ${columns}
      from program_doctors r
     where r.program_id = ${f.programId}
       and not exists (
         select 1 from doctors d
           join program_users pu on pu.user_id = d.user_id and pu.program_id = r.program_id
           join users u on u.id = d.user_id
          where d.crm = r.crm and d.uf = r.uf and u.type = 'DOCTOR' and u.anonymized_at is null)
       and ${chain ? sql`r.imported_by_id in ${chain}` : sql`true`}
       and ${f.councilStatus ? sql`r.council_status = ${f.councilStatus}` : sql`true`}
       and ${search(f.filter, sql`r.name`, sql`r.email`, sql`r.crm`)}`;
}

const MEMBER_COLUMNS = sql`d.id::text as id, u.id as "userId", u.name, d.crm, d.uf, u.email, u.phone,
  case when u.approved then 'registered' else 'preRegistration' end as status, d.council_status as "councilStatus", u.id as sort_id, 0 as kind`;
const REGISTRY_COLUMNS = sql`'r' || r.id as id, null::integer as "userId", r.name, r.crm, r.uf, r.email, r.phone,
  'unregistered' as status, r.council_status as "councilStatus", r.id as sort_id, 1 as kind`;

/** The branches a status filter leaves; `limit` cuts each to its first rows in list order (from its (name, id) index). */
function branches(f: DoctorListFilter, members: SQL, registry: SQL, limit?: number): SQL[] {
  const first = (branch: SQL, alias: 'u' | 'r') =>
    (limit === undefined ? branch : sql`(${branch} order by ${sql.raw(alias)}.name, ${sql.raw(alias)}.id limit ${limit})`);
  const parts: SQL[] = [];
  if (f.status !== 'unregistered') parts.push(first(membersBranch(f, members), 'u'));
  // Imported CRMs are checked with the council too (decision 0076): a council filter applies to them as well.
  if (!f.status || f.status === 'unregistered') parts.push(first(registryBranch(f, registry), 'r'));
  return parts;
}

const totals = sharedTotals();

/**
 * One page, ordered by name, and the total: two queries whatever the page size. Each branch reads
 * its first skip + take rows in name order from an index ((name, id) on users; (programme, name,
 * id) on the registry) and the page is cut from those, so a page never sorts the whole programme;
 * the total is counted once per filter and reused while paging (micro-cache).
 */
export async function listDoctors(db: DbOrTx, f: DoctorListFilter): Promise<{ data: DoctorListItem[]; total: number }> {
  const page = queryRows<DoctorListItem & { sort_id: number; kind: number }>(db, sql`
    select id, "userId", name, crm, uf, email, phone, status, "councilStatus", sort_id, kind
      from (${sql.join(branches(f, MEMBER_COLUMNS, REGISTRY_COLUMNS, f.skip + f.take), sql` union all `)}) doctors
     order by name, sort_id, kind
     limit ${f.take} offset ${f.skip}`);
  const total = totals([f.programId, viewerKey(f.scope), f.filter ?? '', f.status ?? '', f.councilStatus ?? ''], () => {
    const counts = branches(f, sql`1`, sql`1`).map((q) => sql`(select count(*) from (${q}) c)`);
    return totalOf(db, sql`select (${sql.join(counts, sql` + `)})::int as total`);
  });
  const [rows, counted] = await Promise.all([page, total]);
  return {
    data: rows.map((r) => ({
      id: r.id, userId: r.userId, name: r.name, crm: r.crm, uf: r.uf, email: r.email, phone: r.phone, status: r.status, councilStatus: r.councilStatus,
    })),
    total: counted,
  };
}

/** A doctor of the list with the specialty the registry names and what the medical council last answered. */
export type DoctorRow = DoctorListItem & {
  specialty: string | null;
  councilType: CouncilRegistrationType | null;
  councilName: string | null;
  councilSpecialties: CouncilSpecialty[] | null;
  councilCheckedAt: Date | string | null;
};

const MEMBER_COUNCIL = sql`d.council_type as "councilType", d.council_name as "councilName",
  d.council_specialties as "councilSpecialties", d.council_checked_at as "councilCheckedAt"`;
const REGISTRY_COUNCIL = sql`null::text as "councilType", null::text as "councilName",
  null::jsonb as "councilSpecialties", r.council_checked_at as "councilCheckedAt"`;

/** One doctor of the programme the viewer may see, by list id. */
export async function findDoctor(db: DbOrTx, f: Omit<DoctorListFilter, 'skip' | 'take' | 'filter' | 'status'>, doctorId: string): Promise<DoctorRow | undefined> {
  const filter: DoctorListFilter = { ...f, skip: 0, take: 1 };
  const specialty = (crm: SQL, uf: SQL) => sql`(select g.name from program_doctors s join user_groups g on g.id = s.specialty_group_id
      where s.program_id = ${f.programId} and s.crm = ${crm} and s.uf = ${uf})`;
  const query = doctorId.startsWith('r')
    ? sql`${registryBranch(filter, sql`${REGISTRY_COLUMNS}, ${REGISTRY_COUNCIL}, ${specialty(sql`r.crm`, sql`r.uf`)} as specialty`)} and r.id = ${Number(doctorId.slice(1))}`
    : sql`${membersBranch(filter, sql`${MEMBER_COLUMNS}, ${MEMBER_COUNCIL}, ${specialty(sql`d.crm`, sql`d.uf`)} as specialty`)} and d.id = ${Number(doctorId)}`;
  const [row] = await queryRows<DoctorRow>(db, query);
  return row;
}

// ---- The one-time programme notice ----

export async function noticeSeen(db: DbOrTx, userId: number, notice: string): Promise<boolean> {
  const rows = await db.select({ userId: userNoticesSeen.userId }).from(userNoticesSeen)
    .where(and(eq(userNoticesSeen.userId, userId), eq(userNoticesSeen.notice, notice))).limit(1);
  return rows.length > 0;
}

export async function markNoticeSeen(db: DbOrTx, userId: number, notice: string, now: Date): Promise<void> {
  await db.insert(userNoticesSeen).values({ userId, notice, seenAt: now }).onConflictDoNothing();
}

/**
 * The top bar's search: the first `limit` doctors by name that the doctors list would show the
 * viewer for this term (same rule, same hierarchy, same order), without its total. It reads the
 * directory the database keeps of the list's rows: one table, where the list's union of joins costs
 * PostgreSQL five times as long to plan as to run (decision 0107).
 */
export async function searchDoctors(
  db: DbOrTx, f: Pick<DoctorListFilter, 'programId' | 'scope'>, term: string, limit: number,
): Promise<{ id: string; name: string; crm: string; uf: string }[]> {
  const team = await teamOf(db, f.scope);
  const crm = /^\d+$/.test(term) ? term.replace(/^0+/, '') : undefined;
  const statement = directorySearch(db, { team: team !== undefined, crm: crm !== undefined, indexed: hasTrigrams(term) });
  return statement.execute({ programId: f.programId, team, pattern: likePattern(term), crm, limit });
}

/** What of a doctors' search changes its statement's text; every value is bound. */
interface DirectorySearchShape {
  /** Bounded by the viewer's team (field staff), bound as ids. */
  team: boolean;
  /** A term of digits is also a CRM. */
  crm: boolean;
  /** The term has trigrams (`hasTrigrams`). */
  indexed: boolean;
}

/**
 * One named statement per shape, which each pooled connection plans once (decision 0108): planning
 * was 0.6 ms of every cold search under load, for 0.05 ms of execution. Name and e-mail are one
 * lower-cased text, a line each: the list's `ilike` of either. A term with trigrams reads its
 * matches through the trigram index and sorts them; the `offset 0` keeps PostgreSQL's plan for every
 * term from walking the name order instead, which for a rare name reads the whole programme. A term
 * without trigrams walks the name order until the first `limit` matches: the index would be read
 * whole.
 */
const directorySearch = preparedPerShape('doctor_directory_search',
  (shape: DirectorySearchShape) => `${shape.indexed ? 'indexed' : 'walk'}${shape.crm ? '_crm' : ''}${shape.team ? '_team' : ''}`,
  (db, shape, name) => {
    const text = likeLoweredBound(sql`search`, sql.placeholder('pattern'));
    const matches = shape.crm ? sql`(${text} or crm = ${sql.placeholder('crm')})` : text;
    const inProgramme = sql`program_id = ${sql.placeholder('programId')} and ${matches}`;
    const inTeam = shape.team ? inBoundIds(sql`reach_id`, sql.placeholder('team')) : undefined;
    return db.select({ id: sql<string>`id`, name: sql<string>`name`, crm: sql<string>`crm`, uf: sql<string>`uf` })
      .from(shape.indexed ? sql`(select id, name, crm, uf, sort_id, kind, reach_id from doctor_directory where ${inProgramme} offset 0) d` : sql`doctor_directory`)
      .where(shape.indexed ? inTeam : and(inProgramme, inTeam))
      .orderBy(sql`name`, sql`sort_id`, sql`kind`)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
