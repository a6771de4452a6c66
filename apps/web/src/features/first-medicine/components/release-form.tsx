import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { toast } from '@/lib/toast.ts';
import { allowedEans } from '@portal/domain';
import { usePresentations } from '../api/get-products.ts';
import { useQuestions } from '../api/get-questions.ts';
import { useSendRelease, type Released } from '../hooks/use-release-medicine.ts';
import { useLookup } from '../hooks/use-lookup.ts';
import { answerKey, emptyFirstMedicine, type FirstMedicineValues } from './first-medicine-values.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { PatientLookup } from './patient-lookup.tsx';
import { PrescriberBlock } from './prescriber-block.tsx';
import { ProductBlock } from './product-block.tsx';
import { Questionnaire } from './questionnaire.tsx';
import { questionsOnScreen } from './questionnaire-rules.ts';
import { RegistrationBlock } from './registration-block.tsx';
import { FIELD_ORDER, type ReleaseContext } from './release-body.ts';
import { releaseResolver } from './release-resolver.ts';
import { ReleaseSuccessDialog } from './release-success-dialog.tsx';
import { FailureNotice, type Failure } from './failure-notice.tsx';

export interface KeptChoice { productId: number | ''; presentationId: number | '' }

const errorAt = (errors: FieldErrors<FirstMedicineValues>, path: string): string | undefined => {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
};

/** The release form of one round: product, patient lookup, the form its state needs, the questionnaire, Solicitar. */
export function ReleaseForm({ kept, onStartOver }: { kept: KeptChoice | undefined; onStartOver: (kept: KeptChoice) => void }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const { user } = useSession();
  const programId = user?.programId;
  const [context, setContext] = useState<ReleaseContext | undefined>(undefined);
  const form = useForm<FirstMedicineValues, ReleaseContext | undefined>({
    defaultValues: {
      ...emptyFirstMedicine(user?.doctor ? { name: user.name, crm: user.doctor.crm, uf: user.doctor.uf } : undefined),
      ...kept,
    },
    resolver: releaseResolver, context, shouldFocusError: false,
  });
  const [productId, presentationId, answers] = useWatch({ control: form.control, name: ['productId', 'presentationId', 'answers'] });
  const lookup = useLookup(form, programId);
  const questions = useQuestions(programId, productId === '' ? undefined : productId);
  const presentations = usePresentations(programId, productId === '' ? undefined : productId);
  const ean = presentations.data?.find((p) => p.presentationId === presentationId)?.ean;

  const shown = useMemo(() => questionsOnScreen(questions.data ?? [], ean, answers, lookup.state === 'registered'),
    [questions.data, ean, answers, lookup.state]);
  const eans = useMemo(() => (questions.data ? allowedEans(questions.data) : undefined), [questions.data]);
  const rules = useMemo<ReleaseContext | undefined>(() => (programId === undefined ? undefined : {
    programId, lookup: lookup.state, shownQuestions: shown,
  }), [programId, lookup.state, shown]);
  // The resolver reads the lookup and the shown questions as the form's context (adjusted at once on a change).
  if (context !== rules) setContext(rules);

  const startOver = () => onStartOver({ productId: form.getValues('productId'), presentationId: form.getValues('presentationId') });
  const [released, setReleased] = useState<Released | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { send, sending } = useSendRelease(form, rules, setReleased, setFailure);

  /** Spec §5 order: the first field with a message is announced and focused. */
  const onInvalid = (errors: FieldErrors<FirstMedicineValues>) => {
    const order = [...FIELD_ORDER, ...shown.map((q) => `answers.${answerKey(q.code)}`)];
    const first = order.find((path) => errorAt(errors, path) !== undefined);
    if (!first) return;
    toast(fieldText(errorAt(errors, first)) ?? '', 'error');
    form.setFocus(first as keyof FirstMedicineValues);
  };
  const submit = form.handleSubmit(send, onInvalid);
  const known = lookup.state !== 'unknown';

  if (programId === undefined) return null;
  return (
    <FormProvider {...form}>
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="fm-form" aria-busy={sending}>
        <Box>
          <Typography variant="h5" component="h1">{t('firstMedicine.title')}</Typography>
          <Typography color="text.secondary">{t('firstMedicine.intro')}</Typography>
        </Box>
        <FormSection title={t('firstMedicine.productTitle')} testId="fm-section-product">
          <ProductBlock programId={programId} allowedEans={eans} />
        </FormSection>
        <FormSection title={t('firstMedicine.patientTitle')} testId="fm-section-patient">
          <PatientLookup state={lookup.state} searching={lookup.searching} onSearch={lookup.search} onCpfChanged={lookup.forget} />
          {lookup.failure && <FailureNotice failure={lookup.failure} testId="fm-lookup-failure" />}
        </FormSection>
        {lookup.state === 'notRegistered' && (
          <FormSection title={t('firstMedicine.registrationTitle')} testId="fm-section-registration"><RegistrationBlock /></FormSection>
        )}
        {known && (
          <FormSection title={t('firstMedicine.doctorTitle')} testId="fm-section-doctor">
            <PrescriberBlock withName={lookup.state === 'notRegistered'} />
          </FormSection>
        )}
        {known && productId !== '' && (
          <FormSection title={t(lookup.state === 'registered' ? 'firstMedicine.indication' : 'firstMedicine.questionnaireTitle')} testId="fm-section-questions">
            {questions.isPending && <CircularProgress aria-label={t('firstMedicine.questionnaireLoading')} />}
            {questions.isError && <Alert severity="error">{t('err.failedToLoadFormData')}</Alert>}
            {questions.data && <Questionnaire questions={shown} />}
          </FormSection>
        )}
        {known && failure && <FailureNotice failure={failure} testId="fm-release-failure" />}
        {known && (
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={sending} data-testid="fm-submit" sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {sending ? t('firstMedicine.sending') : t('firstMedicine.submit')}
            </Button>
          </Box>
        )}
      </Stack>
      <ReleaseSuccessDialog released={released} onClose={startOver} />
    </FormProvider>
  );
}
