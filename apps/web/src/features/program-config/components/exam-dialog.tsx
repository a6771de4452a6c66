import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { examFormSchema, type Exam } from '@portal/domain';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/index.ts';
import { useSaveExam } from '../api/exam-groups.ts';
import { useProgramInstitutions } from '../api/institutions.ts';
import { useProgramSupplyOptions } from '../api/supplies.ts';
import { ChildDialog, useChildForm } from './child-dialog.tsx';

export interface ExamDialogProps { programId: number; examGroupId: number; exam: Exam | undefined; onClose: () => void }

/** Add or edit an exam of a group: exam type, required, who performs it, the kits it ships with. */
export function ExamDialog({ programId, examGroupId, exam, onClose }: ExamDialogProps) {
  const { t } = useTranslation();
  const save = useSaveExam();
  const institutions = useProgramInstitutions(programId);
  const supplyOptions = useProgramSupplyOptions(programId);
  const institutionOptions = useMemo(() => (institutions.data ?? []).map((i) => ({ value: i.id, label: i.name })), [institutions.data]);
  const { form, submit, busy } = useChildForm({
    schema: examFormSchema,
    defaults: {
      examGroupId, examTypeName: exam?.examType.name ?? '', required: exam?.required ?? false,
      institutionIds: exam?.institutions.map((i) => i.id) ?? [], supplyIds: exam?.supplies.map((s) => s.id) ?? [],
    },
    save: (values) => save.mutateAsync({ id: exam?.id, values }),
    successKey: 'msg.successToSaveExam', fallbackKey: 'err.failedToRegisterExam', onClose,
  });
  const { control } = form;
  return (
    <ChildDialog title={t(exam ? 'exams.edit' : 'exams.add')} busy={busy} onSubmit={() => void submit()} onClose={onClose} testId="exam-dialog">
      <FormText control={control} name="examTypeName" label={t('exams.examTypeName')} required maxLength={200} />
      <FormCheckbox control={control} name="required" label={t('exams.required')} />
      <FormSelect control={control} name="institutionIds" label={t('exams.institutions')} options={institutionOptions} multiple />
      <FormSelect control={control} name="supplyIds" label={t('exams.supplies')} options={supplyOptions} multiple />
    </ChildDialog>
  );
}
