import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DoctorProgramNotice } from '@/features/doctors/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useExamAvailability } from '../api/get-exam-availability.ts';
import { useExamGroups } from '../api/get-exam-groups.ts';
import { useExams } from '../api/get-exams.ts';
import { usePatientFieldConfigs, useProcedureFieldConfigs } from '../api/get-field-configs.ts';
import { useFollowups } from '../api/get-followups.ts';
import { useProgramDetail } from '../api/get-program.ts';
import { examRequestResolver, type ExamRequestRulesContext } from '../components/exam-request-resolver.ts';
import { emptyExamRequest, groupDefaults, type ExamRequestValues } from '../components/exam-request-values.ts';
import { examChoices } from '../components/exam-choices.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { RequestSentNotice, type SentRequest } from '@/components/request-sent-notice.tsx';
import { GroupPickers } from '../components/group-pickers.tsx';
import { RequestSections } from '../components/request-sections.tsx';
import { UnselectedExamsDialog } from '../components/unselected-exams-dialog.tsx';
import { useSendExamRequest } from '../hooks/use-send-exam-request.ts';

const idOf = (value: number | '') => (value === '' ? undefined : value);

/** /exams/request (spec §2 "Exam request", §5): a doctor requests clinical exams for a patient. */
export function ExamRequestPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId;
  const program = useProgramDetail(programId);
  const [context, setContext] = useState<ExamRequestRulesContext | undefined>(undefined);
  const form = useForm<ExamRequestValues, ExamRequestRulesContext | undefined>({
    defaultValues: emptyExamRequest(), resolver: examRequestResolver, context,
  });
  const [followupId, groupId, institutionId] = useWatch({ control: form.control, name: ['followupId', 'groupId', 'institutionId'] });

  const followups = useFollowups(programId);
  const groups = useExamGroups(idOf(followupId));
  const group = groups.data?.find((g) => g.id === groupId);
  const exams = useExams(group?.id, idOf(institutionId));
  const availability = useExamAvailability(programId, group?.id);
  const patientFields = usePatientFieldConfigs(group?.id);
  const procedureFields = useProcedureFieldConfigs(group?.id);
  const availabilityById = useMemo(() => (availability.data ? new Map(availability.data.map((row) => [row.examId, row])) : undefined), [availability.data]);

  const ready = group && programId !== undefined && patientFields.data && procedureFields.data && exams.data;
  const rules = useMemo<ExamRequestRulesContext | undefined>(() => (ready ? {
    programId, group, patientFields: patientFields.data, procedureFields: procedureFields.data,
    visiblePatientFields: new Set(patientFields.data.filter((f) => f.visible).map((f) => f.field)),
  } : undefined), [ready, programId, group, patientFields.data, procedureFields.data]);
  // The resolver reads the group's rules as the form's context (React's "adjust state on a change": re-rendered at once).
  if (context !== rules) setContext(rules);
  const failed = patientFields.isError || procedureFields.isError || exams.isError;

  const pickFollowup = (id: number) => form.reset({ ...emptyExamRequest(), followupId: id });
  const pickGroup = (id: number) => {
    const chosen = groups.data?.find((g) => g.id === id);
    const only = chosen?.institutions.length === 1 ? chosen.institutions[0]!.id : '';
    form.reset({ ...groupDefaults(), followupId: form.getValues('followupId'), groupId: id, institutionId: only });
  };
  /** After a request: its code and link above, and a clean form for the next one (only the follow-up stays). */
  const [sent, setSent] = useState<SentRequest | null>(null);
  const startOver = (request: SentRequest) => {
    setSent(request);
    form.reset({ ...emptyExamRequest(), followupId: form.getValues('followupId') });
  };

  const { send, sending } = useSendExamRequest(form, rules, startOver);
  const [warning, setWarning] = useState<{ selected: number; offered: number } | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const offered = examChoices(exams.data ?? [], availabilityById).filter((c) => c.selectable).length;
    if (group?.showUnselectedExamsWarning && values.itemIds.length < offered) {
      setWarning({ selected: values.itemIds.length, offered });
      return;
    }
    await send(values);
  });

  return (
    <FormProvider {...form}>
      <DoctorProgramNotice />
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="exam-request-form">
        <Typography variant="h5" component="h1">{t('examRequest.title')}</Typography>
        {sent && <RequestSentNotice sent={sent} onClose={() => setSent(null)} />}
        <FormSection title={t('examRequest.examGroup')}>
          <GroupPickers followups={followups.data ?? []} groups={groups.data ?? []} onFollowup={pickFollowup} onGroup={pickGroup} />
        </FormSection>
        {!group && <Typography color="text.secondary" data-testid="exam-request-pick-group">{t('examRequest.pickGroupFirst')}</Typography>}
        {group && failed && <Alert severity="error">{t('examRequest.loadFailed')}</Alert>}
        {group && !failed && !ready && <CircularProgress aria-label={t('common.loading')} />}
        {ready && (
          <RequestSections programId={programId} programSlug={program.data?.slug ?? null}
            autoFill={program.data?.automaticFillPatientDataOnExamRequest ?? false} group={group} exams={exams.data}
            availability={availabilityById} patientFields={patientFields.data} procedureFields={procedureFields.data} />
        )}
        {ready && (
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={sending || form.formState.isSubmitting} data-testid="exam-request-submit"
              sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {sending ? t('examRequest.sending') : t('examRequest.submit')}
            </Button>
          </Box>
        )}
      </Stack>
      <UnselectedExamsDialog open={warning !== null} selected={warning?.selected ?? 0} offered={warning?.offered ?? 0}
        onChooseOther={() => setWarning(null)}
        onRequestSelected={() => {
          setWarning(null);
          void send(form.getValues());
        }} />
    </FormProvider>
  );
}
