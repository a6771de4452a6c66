import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  ELIGIBILITY_MESSAGE_MAX, EXAM_GROUP_FLAGS, RECIPIENT_TYPES, examGroupFlagDefault, examGroupFormSchema, type ExamGroup, type ExamGroupFlag,
} from '@portal/domain';
import { CrudFormCard, FormCheckbox, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useExamGroup, useSaveExamGroup } from '../api/exam-groups.ts';
import { useProgramInstitutions } from '../api/institutions.ts';
import { useProgramFollowups } from '../api/pickers.ts';
import { AidsSection } from '../components/aids-section.tsx';
import { ExamsSection } from '../components/exams-section.tsx';
import { FieldConfigsSection } from '../components/field-configs-section.tsx';

const TIMELINE: readonly ExamGroupFlag[] = [
  'showCreatedAt', 'showApprovedAt', 'showScheduledAt', 'showCollectedAt', 'showReceivedAt', 'showConcludedAt', 'showCanceledAt',
];
const REQUEST = EXAM_GROUP_FLAGS.filter((f) => !TIMELINE.includes(f));
const flagDefaults = Object.fromEntries(EXAM_GROUP_FLAGS.map((f) => [f, examGroupFlagDefault(f)])) as Record<ExamGroupFlag, boolean>;

/** /exam-groups/register and /exam-groups/:id/edit: every flag of spec §3, then the group's exams, aids and fields. */
export function ExamGroupFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useExamGroup(id);
  const followups = useProgramFollowups(programId);
  const institutions = useProgramInstitutions(programId);
  const save = useSaveExamGroup();
  const toValues = useCallback((g: ExamGroup) => ({
    ...Object.fromEntries(EXAM_GROUP_FLAGS.map((f) => [f, g[f]])) as Record<ExamGroupFlag, boolean>,
    followupId: g.followupId, name: g.name, patientAgreementUrl: g.patientAgreementUrl ?? '',
    daysAfterForSampleWithdrawal: g.daysAfterForSampleWithdrawal, sampleWithdrawalRecipientTypes: g.sampleWithdrawalRecipientTypes,
    sampleWithdrawalRecipientLabel: g.sampleWithdrawalRecipientLabel ?? '', warningRequestExam: g.warningRequestExam ?? '',
    eligibilityMessage: g.eligibilityMessage ?? '',
    institutionIds: g.institutions.map((i) => i.id),
  }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: examGroupFormSchema,
    defaults: {
      ...flagDefaults, followupId: '', name: '', patientAgreementUrl: '', daysAfterForSampleWithdrawal: 2,
      sampleWithdrawalRecipientTypes: [], sampleWithdrawalRecipientLabel: '', warningRequestExam: '', eligibilityMessage: '', institutionIds: [],
    },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('examGroups'),
    keys: {
      created: 'msg.successToRegisterExamGroup', updated: 'msg.successToUpdateExamGroup',
      failedToSave: 'err.failedToRegisterExamGroup', failedToLoad: 'err.failedToLoadExamGroup',
    },
  });
  const followupOptions = useMemo(() => (followups.data ?? []).map((f) => ({ value: f.id, label: f.name })), [followups.data]);
  const institutionOptions = useMemo(() => (institutions.data ?? []).map((i) => ({ value: i.id, label: i.name })), [institutions.data]);
  const recipientOptions = RECIPIENT_TYPES.map((r) => ({ value: r, label: t(`recipientType.${r}`) }));
  const { control } = form;
  const flag = (f: ExamGroupFlag) => <FormCheckbox key={f} control={control} name={f} label={t(`examGroups.flags.${f}`)} />;
  return (
    <Stack spacing={2}>
      <CrudFormCard nav={nav} listTitle={t('examGroups.title')} title={t(id === undefined ? 'examGroups.registerTitle' : 'examGroups.editTitle')} onSubmit={() => void submit()} onCancel={cancel}
        busy={busy} loading={query.isFetching} testId="exam-group-form">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelect control={control} name="followupId" label={t('examGroups.followup')} required options={followupOptions} />
          <FormText control={control} name="name" label={t('examGroups.name')} required maxLength={150} />
        </Stack>
        <FormSelect control={control} name="institutionIds" label={t('examGroups.institutions')} options={institutionOptions} multiple />
        <Typography variant="subtitle1" component="h2">{t('examGroups.requestSection')}</Typography>
        <Stack>{REQUEST.map(flag)}</Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormText control={control} name="daysAfterForSampleWithdrawal" label={t('examGroups.daysAfterForSampleWithdrawal')} type="number" />
          <FormSelect control={control} name="sampleWithdrawalRecipientTypes" label={t('examGroups.sampleWithdrawalRecipientTypes')}
            options={recipientOptions} multiple />
          <FormText control={control} name="sampleWithdrawalRecipientLabel" label={t('examGroups.sampleWithdrawalRecipientLabel')} maxLength={150} />
        </Stack>
        <FormText control={control} name="patientAgreementUrl" label={t('examGroups.patientAgreementUrl')} maxLength={500} />
        <FormText control={control} name="warningRequestExam" label={t('examGroups.warningRequestExam')} rows={3} maxLength={1000} />
        <FormText control={control} name="eligibilityMessage" label={t('examGroups.eligibilityMessage')}
          rows={2} maxLength={ELIGIBILITY_MESSAGE_MAX} />
        <Typography variant="subtitle1" component="h2">{t('examGroups.timelineSection')}</Typography>
        <Stack>{TIMELINE.map(flag)}</Stack>
      </CrudFormCard>
      {id === undefined || !query.data ? <Alert severity="info" sx={{ maxWidth: 880 }}>{t('examGroups.saveFirst')}</Alert> : (
        <>
          <ExamsSection programId={programId} examGroupId={id} />
          <AidsSection owner={{ examGroupId: id }} aids={query.data.aids} />
          <FieldConfigsSection group={{ groupType: 'EXAM_GROUP', groupId: id }} />
        </>
      )}
    </Stack>
  );
}
