import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Exam } from '@portal/domain';
import { useDeleteExam, useGroupExams } from '../api/exam-groups.ts';
import { ChildList } from './child-list.tsx';
import { ExamDialog } from './exam-dialog.tsx';

/** The exams of an exam group, on its edit screen. */
export function ExamsSection({ programId, examGroupId }: { programId: number; examGroupId: number }) {
  const { t } = useTranslation();
  const exams = useGroupExams(examGroupId);
  const remove = useDeleteExam();
  const [editing, setEditing] = useState<Exam | 'new' | undefined>();
  const names = (list: { name: string }[]) => list.map((x) => x.name).join(', ');
  return (
    <>
      <ChildList<Exam>
        title={t('exams.title')} addLabel={t('exams.add')} emptyText={t('exams.empty')} rows={exams.data ?? []}
        columns={[
          { header: t('exams.examTypeName'), render: (e) => e.examType.name },
          { header: t('exams.required'), render: (e) => t(e.required ? 'common.yes' : 'common.no') },
          { header: t('exams.supplies'), render: (e) => names(e.supplies) },
        ]}
        rowLabel={(e) => e.examType.name}
        onAdd={() => setEditing('new')} onEdit={setEditing}
        remove={{
          run: (e) => remove.mutateAsync(e.id), successKey: 'msg.successToRemoveExam', failureKey: 'err.failedToRemoveExam',
          warningCodes: ['examIsLinkedToOtherEntitie', 'examNotFound'],
        }}
        testId="exams"
      />
      {editing && <ExamDialog programId={programId} examGroupId={examGroupId} exam={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
