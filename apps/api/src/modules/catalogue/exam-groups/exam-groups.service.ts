import type { ExamGroupForm, PageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { allFound, invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import { aidsOf } from '../aids/index.ts';
import { institutionsOfProgram } from '../institutions/index.ts';
import * as repo from './exam-groups.repository.ts';

const entity = 'examGroup';
const linkedCode = 'examGroupIsLinkedToOtherEntitie';

type GroupRow = NonNullable<Awaited<ReturnType<typeof repo.findExamGroup>>>;

/** Groups with their aids (one query for all). */
async function withAids(db: DbOrTx, groups: GroupRow[]) {
  const aids = await aidsOf(db, 'examGroupId', groups.map((g) => g.id));
  return groups.map(({ programId: _programId, ...g }) => ({ ...g, aids: aids.filter((a) => a.examGroupId === g.id) }));
}

async function visibleGroup(db: DbOrTx, within: Within, id: number) {
  const group = await repo.findExamGroup(db, within, id);
  if (!group) throw notFound('examGroupNotFound');
  return group;
}

/** An exam group of the caller's programme(s), as the API shows it; for other modules too. */
export async function examGroupView(db: DbOrTx, within: Within, id: number) {
  return (await withAids(db, [await visibleGroup(db, within, id)]))[0]!;
}

export const getExamGroup = ({ db }: Deps, ctx: RequestContext, id: number) => examGroupView(db, ctx.scope, id);

/** Spec §7 `GET /followups/{followupId}/exam-groups` (the caller checked the follow-up). */
export const examGroupsOfFollowup = async (db: DbOrTx, within: Within, followupId: number) =>
  withAids(db, await repo.listFollowupExamGroups(db, within, followupId));

export const pageExamGroups = ({ db }: Deps, ctx: RequestContext, q: PageQuery & { programId: number; followupIds?: number[] | undefined }) =>
  repo.pageExamGroups(db, programIn(ctx.scope, q.programId, 'programNotFound'), q);

/** The follow-up must lie within the scope and the institutions be of its programme (400 on the field otherwise). */
async function toValues(db: DbOrTx, ctx: RequestContext, input: ExamGroupForm) {
  const programId = await repo.followupProgram(db, ctx.scope, input.followupId);
  if (programId === undefined) throw invalidReference('followupId');
  if (!allFound(input.institutionIds, await institutionsOfProgram(db, programId, input.institutionIds))) throw invalidReference('institutionIds');
  const { institutionIds: _ids, ...fields } = input;
  const values: repo.ExamGroupValues = {
    ...fields,
    patientAgreementUrl: input.patientAgreementUrl ?? null,
    sampleWithdrawalRecipientLabel: input.sampleWithdrawalRecipientLabel ?? null,
    warningRequestExam: input.warningRequestExam ?? null,
    eligibilityMessage: input.eligibilityMessage ?? null,
  };
  return { programId, values };
}

export const createExamGroup = (deps: Deps, ctx: RequestContext, input: ExamGroupForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    const { values } = await toValues(tx, ctx, input);
    const id = await repo.insertExamGroup(tx, values);
    await repo.setExamGroupInstitutions(tx, id, input.institutionIds);
    return examGroupView(tx, ctx.scope, id);
  });

export const updateExamGroup = (deps: Deps, ctx: RequestContext, id: number, input: ExamGroupForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await examGroupView(tx, ctx.scope, id);
    const { programId, values } = await toValues(tx, ctx, input);
    // Another programme's follow-up would strand the group's exams and grants.
    if (programId !== (await visibleGroup(tx, ctx.scope, id)).programId) await refuseIfInUse(tx, id, repo.isExamGroupInUse, linkedCode);
    await repo.updateExamGroup(tx, ctx.scope, id, values);
    await repo.setExamGroupInstitutions(tx, id, input.institutionIds);
    return { before, after: await examGroupView(tx, ctx.scope, id) };
  });

/** Aids keep their group through a foreign key; institutions links and field configs go with it. */
export const deleteExamGroup = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await examGroupView(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isExamGroupInUse, linkedCode);
    await repo.deleteExamGroup(tx, ctx.scope, id);
    return before;
  });
