import { examEligibility, type ExamAvailabilityRow } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { notFound } from '#platform/lib/app-error.ts';
import * as config from './exam-config.repository.ts';

/**
 * `GET /procedures/exam-availability`: each exam of the group with the caller's vouchers and the
 * §2 caption `examEligibility` gives it (the form's captions and which boxes can be ticked).
 */
export async function examAvailability({ db }: Deps, ctx: RequestContext, programId: number, examGroupId: number): Promise<ExamAvailabilityRow[]> {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const group = await config.findProgramExamGroup(db, program, examGroupId);
  if (!group) throw notFound('examGroupNotFound');
  const [exams, vouchers] = await Promise.all([config.groupExams(db, group.id), config.examVouchers(db, program, ctx.userId, group.id)]);
  return exams.map((exam) => {
    const held = vouchers.get(exam.id) ?? 0;
    const { availability, selectable } = examEligibility(held, group);
    return { examId: exam.id, vouchers: held, availability, selectable };
  });
}
