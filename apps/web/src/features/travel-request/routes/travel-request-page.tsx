import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { AidsBlock } from '@/components/aids-block/aids-block.tsx';
import { DynamicProcedureFields, shownFields } from '@/components/dynamic-fields/index.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { RequestSentNotice, type SentRequest } from '@/components/request-sent-notice.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { PatientBlock } from '@/components/request-patient/index.ts';
import { DoctorProgramNotice } from '@/features/doctors/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import {
  useTravelFollowups, useTravelGroup, useTravelPatientFields, useTravelProcedureFields, useTreatmentLocations,
} from '../api/get-travel-config.ts';
import { LocationBlock } from '../components/location-block.tsx';
import { travelRequestResolver, type TravelRequestRulesContext } from '../components/travel-request-resolver.ts';
import { emptyTravelRequest, type TravelRequestValues } from '../components/travel-request-values.ts';
import { useSendTravelRequest } from '../hooks/use-send-travel-request.ts';

/** /travel/request (spec §2 "Travel request", §4 Travel form, §5 Travel): a doctor requests travel support for a patient. */
export function TravelRequestPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const { user } = useSession();
  const { program } = useCurrentProgram();
  const programId = user?.programId;
  const [context, setContext] = useState<TravelRequestRulesContext | undefined>(undefined);
  const form = useForm<TravelRequestValues, TravelRequestRulesContext | undefined>({
    defaultValues: emptyTravelRequest(), resolver: travelRequestResolver, context,
  });
  const followupId = useWatch({ control: form.control, name: 'followupId' });

  const followups = useTravelFollowups(programId);
  const group = useTravelGroup(followupId === '' ? undefined : followupId);
  const groupId = group.data?.id;
  const locations = useTreatmentLocations(groupId);
  const patientFields = useTravelPatientFields(groupId);
  const procedureFields = useTravelProcedureFields(groupId);

  const ready = group.data && programId !== undefined && patientFields.data && procedureFields.data && locations.data;
  const rules = useMemo<TravelRequestRulesContext | undefined>(() => (ready ? {
    programId, group: group.data, patientFields: patientFields.data, procedureFields: procedureFields.data,
    visiblePatientFields: new Set(patientFields.data.filter((f) => f.visible).map((f) => f.field)),
  } : undefined), [ready, programId, group.data, patientFields.data, procedureFields.data]);
  // The resolver reads the group's rules as the form's context (adjusted during render, as the exam request does).
  if (context !== rules) setContext(rules);
  const failed = group.isError || patientFields.isError || procedureFields.isError || locations.isError;

  /** After a request: the same follow-up, everything below it cleared. */
  /** After a request: its code and link above, and the form started over for the same follow-up. */
  const [sent, setSent] = useState<SentRequest | null>(null);
  const startOver = (request: SentRequest) => {
    setSent(request);
    form.reset(emptyTravelRequest(form.getValues('followupId')));
  };
  const { send, sending } = useSendTravelRequest(form, rules, startOver);
  const submit = form.handleSubmit(send);
  const hasMainFields = procedureFields.data ? shownFields(procedureFields.data, 'main').length > 0 : false;
  const hasBottomFields = procedureFields.data ? shownFields(procedureFields.data, 'bottom').length > 0 : false;
  const aidsError = fieldText(form.formState.errors.aidFields?.message);

  return (
    <FormProvider {...form}>
      <DoctorProgramNotice />
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="travel-request-form">
        <Typography variant="h5" component="h1">{t('travelRequest.title')}</Typography>
        {sent && <RequestSentNotice sent={sent} onClose={() => setSent(null)} />}
        <FormSection title={t('travelRequest.followup')}>
          <Controller control={form.control} name="followupId" render={({ field, fieldState }) => (
            <TextField select fullWidth required label={t('travelRequest.followup')} value={field.value} inputRef={field.ref}
              onChange={(e) => form.reset(emptyTravelRequest(Number(e.target.value)))}
              error={Boolean(fieldState.error)} helperText={fieldText(fieldState.error?.message)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'followupId' } as object } }}>
              {(followups.data ?? []).map((f) => <MenuItem key={f.id} value={f.id} data-testid={`followupId-option-${f.id}`}>{f.name}</MenuItem>)}
            </TextField>
          )} />
        </FormSection>
        {followupId === '' && <Typography color="text.secondary">{t('travelRequest.pickFollowupFirst')}</Typography>}
        {followupId !== '' && failed && <Alert severity="error">{t('travelRequest.loadFailed')}</Alert>}
        {followupId !== '' && !failed && !ready && <CircularProgress aria-label={t('common.loading')} />}
        {ready && (
          <>
            <FormSection title={t('travelRequest.patientTitle')} testId="section-patient">
              <PatientBlock configs={patientFields.data} programId={programId} autoFill={false} />
            </FormSection>
            {hasMainFields && (
              <FormSection title={t('travelRequest.fieldsTitle')} testId="section-fields">
                <DynamicProcedureFields name="procedureFieldsAnswers" fields={procedureFields.data} part="main" programSlug={program?.slug ?? null} />
              </FormSection>
            )}
            <FormSection title={t('travelRequest.aidsTitle')} testId="section-aids">
              <AidsBlock aids={group.data.aids} error={aidsError} />
            </FormSection>
            <FormSection title={group.data.treatmentLocationLabel ?? t('travelRequest.locationTitle')} testId="section-location">
              <LocationBlock group={group.data} locations={locations.data} />
            </FormSection>
            {hasBottomFields && <DynamicProcedureFields name="procedureFieldsAnswers" fields={procedureFields.data} part="bottom" programSlug={program?.slug ?? null} />}
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={sending || form.formState.isSubmitting} data-testid="travel-request-submit"
                sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {sending ? t('travelRequest.sending') : t('travelRequest.submit')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </FormProvider>
  );
}
