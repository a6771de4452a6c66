import type { ExamForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { allFound, invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import { institutionsOfProgram } from '../institutions/index.ts';
import { suppliesByIds, suppliesOfProgram } from '../supplies/index.ts';
import { findExamGroup } from './exam-groups.repository.ts';
import * as repo from './exams.repository.ts';

const entity = 'exam';
const linkedCode = 'examIsLinkedToOtherEntitie';

type ExamRow = NonNullable<Awaited<ReturnType<typeof repo.findExamRow>>>;

/**
 * Exams as the API shows them (spec §3: examType.name, required, institutions, supplies with their
 * institutions and recipient types), in a constant number of queries. With `institutionId`, only
 * the supplies that institution ships (a supply with no institutions ships from any).
 */
async function toExams(db: DbOrTx, rows: ExamRow[], institutionId?: number) {
  const links = await repo.examLinks(db, rows.map((r) => r.id));
  const supplies = await suppliesByIds(db, [...new Set([...links.supplies.values()].flat())]);
  const ships = (s: (typeof supplies)[number]) => institutionId === undefined || s.institutions.length === 0
    || s.institutions.some((i) => i.id === institutionId);
  return rows.map((r) => {
    const ids = links.supplies.get(r.id) ?? [];
    return {
      id: r.id,
      examGroupId: r.examGroupId,
      examType: { name: r.examTypeName },
      required: r.required,
      institutions: links.institutions.get(r.id) ?? [],
      supplies: supplies.filter((s) => ids.includes(s.id) && ships(s))
        .map(({ id, name, supplyGroupId, institutions, recipientTypes, maxQuantityPerRequest }) =>
          ({ id, name, supplyGroupId, institutions, recipientTypes, maxQuantityPerRequest })),
    };
  });
}

async function visibleExam(db: DbOrTx, within: Within, id: number) {
  const row = await repo.findExamRow(db, within, id);
  if (!row) throw notFound('examNotFound');
  return (await toExams(db, [row]))[0]!;
}

export const getExam = ({ db }: Deps, ctx: RequestContext, id: number) => visibleExam(db, ctx.scope, id);

/** Spec §7 `GET /exam-groups/{examGroupId}/exams?institutionId`: the institution must be one of the group's programme. */
export async function listGroupExams({ db }: Deps, ctx: RequestContext, examGroupId: number, institutionId?: number) {
  const group = await findExamGroup(db, ctx.scope, examGroupId);
  if (!group) throw notFound('examGroupNotFound');
  if (institutionId !== undefined && (await institutionsOfProgram(db, group.programId, [institutionId])).length === 0) {
    throw notFound('institutionNotFound');
  }
  return toExams(db, await repo.listGroupExamRows(db, examGroupId, institutionId), institutionId);
}

/** The group must lie within the scope; institutions and supplies must be of its programme. */
async function toValues(db: DbOrTx, ctx: RequestContext, input: ExamForm): Promise<repo.ExamValues> {
  const group = await findExamGroup(db, ctx.scope, input.examGroupId);
  if (!group) throw invalidReference('examGroupId');
  if (!allFound(input.institutionIds, await institutionsOfProgram(db, group.programId, input.institutionIds))) throw invalidReference('institutionIds');
  if (!allFound(input.supplyIds, await suppliesOfProgram(db, group.programId, input.supplyIds))) throw invalidReference('supplyIds');
  return { examGroupId: input.examGroupId, examTypeName: input.examTypeName, required: input.required };
}

export const createExam = (deps: Deps, ctx: RequestContext, input: ExamForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    const id = await repo.insertExam(tx, await toValues(tx, ctx, input));
    await repo.setExamLinks(tx, id, input.institutionIds, input.supplyIds);
    return visibleExam(tx, ctx.scope, id);
  });

export const updateExam = (deps: Deps, ctx: RequestContext, id: number, input: ExamForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleExam(tx, ctx.scope, id);
    const values = await toValues(tx, ctx, input);
    if (values.examGroupId !== before.examGroupId) await refuseIfInUse(tx, id, repo.isExamInUse, linkedCode);
    await repo.updateExam(tx, ctx.scope, id, values);
    await repo.setExamLinks(tx, id, input.institutionIds, input.supplyIds);
    return { before, after: await visibleExam(tx, ctx.scope, id) };
  });

export const deleteExam = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await visibleExam(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isExamInUse, linkedCode);
    await repo.deleteExam(tx, ctx.scope, id);
    return before;
  });
