import { and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  programmeDayStart, REQUEST_TYPES_WITHOUT_PATIENT, type CouncilStatus, type DisplayProcedureStatus, type ProcedureType,
} from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { renderedOnce } from '#db/rendered-once.ts';
import {
  doctors, examGroups, followups, patientProcedures, patients, presentations, procedureChildren, procedures, products, users,
} from '#db/schema/index.ts';
import { cappedCountOf, containsLowered, likePattern, sharedTotals, totalOf } from '#platform/lib/paging.ts';
import { preparedRows } from '#platform/lib/prepared.ts';
import { usersBelowViewer, viewerKey } from '#platform/lib/scope-filter.ts';
import { scopeOf } from '#platform/context/scope.ts';
import { requestsOfType, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { requestTypesKey } from '#platform/context/request-types.ts';
import { childName, childNameJoins } from './procedure-child-name.repository.ts';
import { doctorReadsPatient } from '#platform/lib/patient-relationship.ts';

/**
 * The procedure lists (spec §2 Procedure list, §7 GET /procedures) and their export: one filter,
 * always bounded by `requestsOfType` (programme, hierarchy and the module of the type), a
 * page in a constant number of queries, and keyset batches for the export.
 */
export interface ProcedureListFilter extends RequestReach {
  type: ProcedureType;
  statuses?: DisplayProcedureStatus[] | undefined;
  followupIds?: number[] | undefined;
  examGroupIds?: number[] | undefined;
  /** `yyyy-MM`: requests created in that month, São Paulo time. */
  yearMonth?: string | undefined;
  /** Searches the code, the patient's name and the requester's name. */
  search?: string | undefined;
  /** A doctor record (`doctors.id`): that doctor's requests. */
  doctorId?: number | undefined;
  /** São Paulo days (`yyyy-MM-dd`, both included): requests with an item scheduled between them. */
  scheduledFrom?: string | undefined;
  scheduledTo?: string | undefined;
  /**
   * The rows carry the patient's name and CPF: only for a viewer who is shown them (a doctor, spec
   * §6). Otherwise they are not read at all (data minimisation), and come back null.
   */
  withPatient?: boolean | undefined;
}

export type ProcedureSortBy = 'createdAt' | 'code' | 'status';

/** A list row as the database gives it (timestamps as Date or string, by driver). */
export interface ProcedureListRow {
  id: number;
  type: ProcedureType;
  code: string;
  status: DisplayProcedureStatus;
  createdAt: Date | string;
  approvedAt: Date | string | null;
  approvedById: number | null;
  approvedByName: string | null;
  followup: string | null;
  examGroup: string | null;
  product: string | null;
  presentation: string | null;
  patientProcedure: string | null;
  patientName: string | null;
  patientCpf: string | null;
  requesterId: number;
  requesterName: string;
  requesterCrm: string | null;
  requesterUf: string | null;
  /** The requester's last answer from the medical council (decision 0060); null for a requester who is not a doctor. */
  requesterCouncilStatus: CouncilStatus | null;
  requesterCouncilCheckedAt: Date | string | null;
  requesterCouncilName: string | null;
}

/** Brazil has kept UTC−3 all year since 2019. */
const monthStart = (ym: string): Date => new Date(`${ym}-01T00:00:00-03:00`);
const nextMonth = (ym: string): Date => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return monthStart(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
};

const DAY_MS = 86_400_000;

/** Some item's appointment falls within these São Paulo days (the schema accepted only real days). */
function scheduledBetween(from: string | undefined, to: string | undefined): SQL {
  const start = from ? programmeDayStart(from) : null;
  const endDay = to ? programmeDayStart(to) : null;
  // The next day's start: a São Paulo day is 24 hours since Brazil dropped daylight saving (2019).
  const end = endDay ? new Date(endDay.getTime() + DAY_MS) : null;
  return sql`exists (select 1 from ${procedureChildren} sc where sc.procedure_id = ${procedures.id}
    and sc.appointment_at is not null
    ${start ? sql`and sc.appointment_at >= ${start.toISOString()}::timestamptz` : sql``}
    ${end ? sql`and sc.appointment_at < ${end.toISOString()}::timestamptz` : sql``})`;
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Every condition of the filter but the search, the visibility rule first. With `requester` (one
 * member of the viewer's team, see `teamPageIds`), the requests of that requester in the programme
 * instead of the whole team's.
 */
function filterWhere(f: ProcedureListFilter, requester?: SQL): SQL {
  const conditions: (SQL | undefined)[] = requester === undefined ? [requestsOfType(procedures, f, f.type)] : [
    requestsOfType(procedures, { ...f, scope: scopeOf(f.scope.programId, f.scope.allPrograms, f.scope.viewerId, true) }, f.type),
    sql`${procedures.createdById} = ${requester}`,
  ];
  if (f.statuses?.length) conditions.push(sql`${procedures.displayStatus} in (${sql.join(f.statuses.map((s) => sql`${s}`), sql`, `)})`);
  if (f.followupIds?.length) conditions.push(sql`${procedures.followupId} in (${idList(f.followupIds)})`);
  if (f.examGroupIds?.length) conditions.push(sql`${procedures.examGroupId} in (${idList(f.examGroupIds)})`);
  if (f.yearMonth) {
    conditions.push(sql`${procedures.createdAt} >= ${monthStart(f.yearMonth).toISOString()}::timestamptz`);
    conditions.push(sql`${procedures.createdAt} < ${nextMonth(f.yearMonth).toISOString()}::timestamptz`);
  }
  if (f.doctorId !== undefined) {
    conditions.push(sql`${procedures.createdById} = (select ${doctors.userId} from ${doctors} where ${doctors.id} = ${f.doctorId})`);
  }
  if (f.scheduledFrom || f.scheduledTo) conditions.push(scheduledBetween(f.scheduledFrom, f.scheduledTo));
  return and(...conditions)!;
}

/**
 * The search's ways to match, each served by its own index (code trigram, patient, requester),
 * unlike an OR: the code, the patient's name (for the types that have a patient), the requester's
 * name. Each branch keeps to the list's programme and type: otherwise a common name collects every
 * type's requests of its patients before the outer filter drops them (docs/decisions/0023-search-plans.md).
 * A kits list has no patient to match, and the planner, which does not know that, walked every kit
 * to find none.
 */
function searchBranches(f: ProcedureListFilter, search: string): SQL[] {
  const pattern = likePattern(search);
  return [
    sql`${procedures.code} ilike ${pattern}`,
    REQUEST_TYPES_WITHOUT_PATIENT.includes(f.type) ? undefined
      : sql`${procedures.patientId} in (select ${patients.id} from ${patients} where ${patients.programId} = ${f.programId} and ${containsLowered(patients.nameSearch, search)})${
        // A doctor finds by name only the patients whose name they are shown (decision 0041).
        f.withPatient ? sql` and ${doctorReadsPatient(sql`${procedures.createdById}`, sql`${procedures.patientId}`)}` : sql``}`,
    sql`${procedures.createdById} in (select ${users.id} from ${users} where ${users.name} ilike ${pattern})`,
  ].filter((branch) => branch !== undefined);
}

/** Every condition of the filter, the visibility rule first. */
export function listWhere(f: ProcedureListFilter): SQL {
  if (!f.search) return filterWhere(f);
  const ofList = sql`${procedures.programId} = ${f.programId} and ${procedures.type} = ${f.type}`;
  return and(filterWhere(f), sql`${procedures.id} in (${sql.join(
    searchBranches(f, f.search).map((b) => sql`select id from ${procedures} where ${ofList} and ${b}`), sql` union all `)})`)!;
}

/**
 * A row's lookups: the requester (their user and doctor record, whose council badge alone is five
 * columns) and the patient by one left join each, on a unique key; the other names (approver,
 * follow-up, exam group, product, presentation, patient procedure), one column of one table each,
 * by a scalar subquery on its primary key. Each table is then probed once per row instead of once
 * per column, and the planner still has only four relations to order: with every lookup a join
 * (nine relations), planning a page cost ten times the page (docs/decisions/0070-request-reads-follow-the-team.md).
 */
const nameOf = (table: SQL, id: SQL, column = sql`name`) => sql`(select ${column} from ${table} where id = ${id})`;
const requester = alias(users, 'requester');
const requesterDoctor = alias(doctors, 'requester_doctor');
const listPatient = alias(patients, 'list_patient');
/** The joins of the rows' lookups. */
const LOOKUPS = [
  [requester, 'users', sql`${requester.id} = ${procedures.createdById}`],
  [requesterDoctor, 'doctors', sql`${requesterDoctor.userId} = ${procedures.createdById}`],
] as const;
const PATIENT_LOOKUP = [listPatient, 'patients', sql`${listPatient.id} = ${procedures.patientId}`] as const;
/** An aliased table is named in SQL by its table then its alias (`users requester`). */
const joinSql = ([table, base, on]: readonly [unknown, string | null, SQL]) =>
  sql`left join ${base === null ? table : sql`${sql.identifier(base)} ${table}`} on ${on}`;
const ROW_JOINS = sql.join(LOOKUPS.map(joinSql), sql` `);
const PATIENT_JOIN = joinSql(PATIENT_LOOKUP);
/**
 * The patient's name only when the requester reads the record on file (decision 0041): a request
 * for another doctor's patient lists the CPF the requester typed, never the name on file.
 */
const PATIENT_FIELDS = {
  patientName: sql<string | null>`case when ${doctorReadsPatient(sql`${procedures.createdById}`, sql`${procedures.patientId}`)}
    then ${listPatient.name} end`,
  patientCpf: sql<string | null>`${listPatient.cpf}`,
};
const NO_PATIENT: typeof PATIENT_FIELDS = { patientName: sql`null`, patientCpf: sql`null` };
const ROW_FIELDS = {
  id: sql<number>`${procedures.id}`,
  type: sql<ProcedureType>`${procedures.type}`,
  code: sql<string>`${procedures.code}`,
  status: sql<DisplayProcedureStatus>`${procedures.displayStatus}`,
  createdAt: sql<Date | string>`${procedures.createdAt}`,
  approvedAt: sql<Date | string | null>`${procedures.approvedAt}`,
  approvedById: sql<number | null>`${procedures.approvedById}`,
  approvedByName: sql<string | null>`${nameOf(sql`${users}`, sql`${procedures.approvedById}`)}`,
  followup: sql<string | null>`${nameOf(sql`${followups}`, sql`${procedures.followupId}`)}`,
  examGroup: sql<string | null>`${nameOf(sql`${examGroups}`, sql`${procedures.examGroupId}`)}`,
  product: sql<string | null>`${nameOf(sql`${products}`, sql`${procedures.productId}`)}`,
  presentation: sql<string | null>`${nameOf(sql`${presentations}`, sql`${procedures.presentationId}`)}`,
  patientProcedure: sql<string | null>`${nameOf(sql`${patientProcedures}`, sql`${procedures.patientProcedureId}`)}`,
  ...PATIENT_FIELDS,
  requesterId: sql<number>`${procedures.createdById}`,
  requesterName: sql<string>`${requester.name}`,
  requesterCrm: sql<string | null>`${requesterDoctor.crm}`,
  requesterUf: sql<string | null>`${requesterDoctor.uf}`,
  requesterCouncilStatus: sql<CouncilStatus | null>`${requesterDoctor.councilStatus}`,
  requesterCouncilCheckedAt: sql<Date | string | null>`${requesterDoctor.councilCheckedAt}`,
  requesterCouncilName: sql<string | null>`${requesterDoctor.councilName}`,
} satisfies Record<keyof ProcedureListRow, SQL>;
/** The columns for a viewer who is not shown the patient (`withPatient`): the patient's are null. */
const ROW_FIELDS_WITHOUT_PATIENT: typeof ROW_FIELDS = { ...ROW_FIELDS, ...NO_PATIENT };
const columnsOf = (fields: typeof ROW_FIELDS) =>
  sql.join(Object.entries(fields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`), sql`, `);
const ROW_COLUMNS = renderedOnce(columnsOf(ROW_FIELDS));
const ROW_COLUMNS_WITHOUT_PATIENT = renderedOnce(columnsOf(ROW_FIELDS_WITHOUT_PATIENT));

/** The rows' tables, with the patient's and without. */
const ROW_FROM = renderedOnce(sql`from ${procedures} ${ROW_JOINS} ${PATIENT_JOIN}`);
const ROW_FROM_WITHOUT_PATIENT = renderedOnce(sql`from ${procedures} ${ROW_JOINS}`);

const SORT_COLUMN: Record<ProcedureSortBy, SQL> = {
  createdAt: sql`${procedures.createdAt}`,
  code: sql`${procedures.code}`,
  status: sql`${procedures.displayStatus}`,
};

export interface ListPage { skip: number; take: number; sortBy: ProcedureSortBy; descending: boolean }

/**
 * One page of rows, in the asked order (ties by id, in the same direction). The page's ids come
 * first, then their columns by a named statement: the fourteen name lookups are planned once per
 * connection instead of on every page, which cost more than running the whole page.
 */
export async function listRows(db: DbOrTx, f: ProcedureListFilter, page: ListPage): Promise<ProcedureListRow[]> {
  const dir = page.descending ? sql`desc` : sql`asc`;
  const order = sql`order by ${SORT_COLUMN[page.sortBy]} ${dir}, ${procedures.id} ${dir}`;
  const ids = (await queryRows<{ id: number }>(db, f.scope.wholeProgramme || f.search
    ? sql`select ${procedures.id} as id from ${procedures} where ${pageWhere(f, order, page.skip + page.take)}
    ${order} limit ${page.take} offset ${page.skip}`
    : teamPageIds(f, page, dir))).map((r) => r.id);
  return rowsOfIds(db, ids, f.withPatient === true);
}

/**
 * A field viewer's page (no search): for each member of their team, that member's first
 * skip + take requests in the page's order, read in order from the member's own index
 * (`procedures_program_requester_type_created_idx`), then merged. The work follows the team's
 * size and never walks the programme's index throwing away the other teams' requests
 * (docs/decisions/0070-request-reads-follow-the-team.md).
 */
function teamPageIds(f: ProcedureListFilter, page: ListPage, dir: SQL): SQL {
  const n = page.skip + page.take;
  return sql`select t.id from unnest(array${usersBelowViewer(f.scope)}) as team(member)
    cross join lateral (
      select ${procedures.id} as id, ${SORT_COLUMN[page.sortBy]} as sort_key from ${procedures}
       where ${filterWhere(f, sql`team.member`)}
       order by ${SORT_COLUMN[page.sortBy]} ${dir}, ${procedures.id} ${dir} limit ${n}) t
    order by t.sort_key ${dir}, t.id ${dir} limit ${page.take} offset ${page.skip}`;
}

/**
 * The rows of these ids, in the ids' order (one gone meanwhile is left out), patient fields only
 * for a viewer shown them: by a named statement, so the fourteen lookups are planned once per
 * connection.
 */
export async function rowsOfIds(db: DbOrTx, ids: readonly number[], withPatient: boolean): Promise<ProcedureListRow[]> {
  if (ids.length === 0) return [];
  const rows = await (withPatient ? rowsByIds : rowsByIdsWithoutPatient)(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

const rowsByIdsAs = (name: string, columns: SQL, from: SQL) =>
  preparedRows<ProcedureListRow>(name, sql`select ${columns} ${from} where ${procedures.id} = any(${sql.placeholder('ids')}::int[])`);
const rowsByIds = rowsByIdsAs('procedure_list_rows', ROW_COLUMNS, ROW_FROM);
const rowsByIdsWithoutPatient = rowsByIdsAs('procedure_list_rows_without_patient', ROW_COLUMNS_WITHOUT_PATIENT, ROW_FROM_WITHOUT_PATIENT);

/**
 * The page's condition. With a search, each branch gives only its first `n` (skip + take) rows in
 * the page's order, with every other condition: the page's rows are among them, so a term matching
 * thousands reads a few rows of each branch (walking the order's index when matches are many, its
 * own index and a sort when few) instead of every match.
 */
function pageWhere(f: ProcedureListFilter, order: SQL, n: number): SQL {
  if (!f.search) return filterWhere(f);
  const where = filterWhere(f);
  return sql`${procedures.id} in (${sql.join(
    searchBranches(f, f.search).map((b) => sql`(select ${procedures.id} from ${procedures} where ${where} and ${b} ${order} limit ${n})`),
    sql` union all `)})`;
}

/** The rows matching a condition built on `listWhere` (one procedure's row for its detail). */
export const rowsWhere = (db: DbOrTx, where: SQL): Promise<ProcedureListRow[]> =>
  queryRows<ProcedureListRow>(db, sql`select ${ROW_COLUMNS} ${ROW_FROM} where ${where}`);

const totals = sharedTotals();

/** Everything that bounds a list's rows, as the key of what its viewers may share (`sharedTotals`, `sharedPages`). */
export const listKey = (f: ProcedureListFilter): unknown[] => [
  f.programId, viewerKey(f.scope), requestTypesKey(f.types), f.type, f.statuses ?? [], f.followupIds ?? [], f.examGroupIds ?? [],
  f.yearMonth ?? '', f.search ?? '', f.doctorId ?? null, f.scheduledFrom ?? '', f.scheduledTo ?? '',
];

/** How many rows match, counted up to COUNT_CAP + 1 (see `cappedTotal`), shared as `sharedTotals` says. */
export function countRows(db: DbOrTx, f: ProcedureListFilter): Promise<number> {
  return totals(listKey(f), () => countMatching(db, f));
}

function countMatching(db: DbOrTx, f: ProcedureListFilter): Promise<number> {
  const where = filterWhere(f);
  // A search counts the union of its branches, each with every condition, so a match is not read
  // again by its primary key to test them.
  const matching = f.search
    ? sql.join(searchBranches(f, f.search).map((b) => sql`select ${procedures.id} from ${procedures} where ${where} and ${b}`), sql` union `)
    : sql`select 1 from ${procedures} where ${where}`;
  return totalOf(db, sql`select ${cappedCountOf(matching)} as total`);
}

/**
 * Every matching row, newest id first, `batch` at a time (keyset: memory stays bounded whatever the
 * total). Each batch's ids come first, then their rows, as a page's do (`rowsOfIds`): the lookups
 * planned with the condition cost an export 1.5 ms of planning for each batch (decision 0107).
 */
export async function* rowBatches(db: DbOrTx, f: ProcedureListFilter, batch = 1000): AsyncGenerator<ProcedureListRow[]> {
  const where = listWhere(f);
  let before: number | undefined;
  for (;;) {
    const ids = (await queryRows<{ id: number }>(db, sql`select ${procedures.id} as id from ${procedures}
      where ${where} ${before === undefined ? sql`` : sql`and ${procedures.id} < ${before}`}
      order by ${procedures.id} desc limit ${batch}`)).map((r) => r.id);
    if (ids.length === 0) return;
    yield await rowsOfIds(db, ids, f.withPatient === true);
    if (ids.length < batch) return;
    before = ids.at(-1);
  }
}

/** The names of each procedure's children, in child order: one named statement for a page. */
export async function childNames(db: DbOrTx, procedureIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (procedureIds.length === 0) return names;
  for (const r of await childNamesOf(db).execute({ ids: procedureIds })) names.set(r.procedureId, [...(names.get(r.procedureId) ?? []), r.name]);
  return names;
}

const childNamesOf = preparedRows<{ procedureId: number; name: string }>('procedure_list_child_names', sql`
  select c.procedure_id as "procedureId", ${childName} as name from ${procedureChildren} c ${childNameJoins}
   where c.procedure_id = any(${sql.placeholder('ids')}::int[]) order by c.procedure_id, c.id`);
