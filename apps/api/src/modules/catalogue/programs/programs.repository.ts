import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ProgramSortColumn } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { clients, programs } from '#db/schema/index.ts';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';

const publicColumns = {
  id: programs.id,
  name: programs.name,
  slug: programs.slug,
  logoUrl: programs.logoUrl,
  modules: programs.modules,
  styles: programs.styles,
  customHtmlFooter: programs.customHtmlFooter,
  allowSpecialtyDuringSignup: programs.allowSpecialtyDuringSignup,
  requireSpecialtyDuringSignup: programs.requireSpecialtyDuringSignup,
  requireCpfDuringSignup: programs.requireCpfDuringSignup,
  requireWorkInstitutionsDuringSignup: programs.requireWorkInstitutionsDuringSignup,
  customMessageInvalidCRM: programs.customMessageInvalidCrm,
  unblockPhones: programs.unblockPhones,
  clientId: programs.clientId,
};

export const listPublicPrograms = (db: DbOrTx) => db.select(publicColumns).from(programs).orderBy(asc(programs.name));

export async function findPublicProgramBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select(publicColumns).from(programs).where(eq(sql`upper(${programs.slug})`, slug.toUpperCase())).limit(1);
  return row;
}

// Register screens (system administrators): full rows, with the client's name.

const fullColumns = {
  ...publicColumns,
  consentTerm: programs.consentTerm,
  wsAcessoCode: programs.wsAcessoCode,
  automaticFillPatientDataOnExamRequest: programs.automaticFillPatientDataOnExamRequest,
  pharmacovigilanceEmail: programs.pharmacovigilanceEmail,
  clientName: clients.name,
};

export type ProgramRow = Awaited<ReturnType<typeof findProgram>>;

export const listPrograms = (db: DbOrTx, clientId?: number) =>
  db.select(fullColumns).from(programs).innerJoin(clients, eq(clients.id, programs.clientId))
    .where(clientId === undefined ? undefined : eq(programs.clientId, clientId))
    .orderBy(asc(programs.name), asc(programs.id));

/** Programme `id`, if it lies within the programme(s): a member reads only their own. */
const inScope = (within: Within, id: number) => and(eq(programs.id, id), inProgram(programs.id, within));

export async function findProgram(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.select(fullColumns).from(programs).innerJoin(clients, eq(clients.id, programs.clientId)).where(inScope(within, id));
  return row;
}

const SORT: Record<ProgramSortColumn, SQLWrapper> = { name: programs.name, slug: programs.slug };

export function pageClientPrograms(db: DbOrTx, clientId: number, q: SortedPageQuery<ProgramSortColumn>) {
  const where = and(eq(programs.clientId, clientId), searchAny(q.filter, [programs.name, programs.slug]));
  return paged(
    db.select(fullColumns).from(programs).innerJoin(clients, eq(clients.id, programs.clientId)).where(where)
      .orderBy(...sortedBy(SORT, q, programs.id, [asc(programs.name), asc(programs.id)])).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(programs).where(where),
  );
}

export type ProgramValues = Omit<typeof programs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertProgram(db: DbOrTx, values: ProgramValues) {
  const [row] = await db.insert(programs).values(values).returning({ id: programs.id });
  return row!.id;
}

export async function updateProgram(db: DbOrTx, within: Within, id: number, values: ProgramValues) {
  // A changed consent term is a new version, dated now (the old row's value is what the CASE reads).
  const consentTermUpdatedAt = sql`case when ${programs.consentTerm} is distinct from ${values.consentTerm ?? null} then now() else ${programs.consentTermUpdatedAt} end`;
  const [row] = await db.update(programs).set({ ...values, consentTermUpdatedAt, updatedAt: new Date() }).where(inScope(within, id)).returning({ id: programs.id });
  return row?.id;
}

export async function deleteProgram(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.delete(programs).where(inScope(within, id)).returning({ id: programs.id });
  return row?.id;
}
