import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { z } from 'zod';
import { CODE_LENGTH, cpfDigitsSchema, type LinkProgram, type PatientCheck, type PatientVerification } from '@portal/domain';
import { CodeInput } from '@/components/code-input.tsx';
import { FormMasked } from '@/components/form/bound-fields.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { needsSmsCode, useCheckPatient } from '../api/check-patient.ts';
import { useVerifyPatient } from '../api/verify-patient.ts';
import { StepHeading } from './step-heading.tsx';
import { TermsPanel } from './terms-panel.tsx';

const cpfFormSchema = z.object({ cpf: cpfDigitsSchema });
type CpfForm = z.input<typeof cpfFormSchema>;

/**
 * The link's first step: the CPF the doctor registered, with the programme's terms readable
 * here; a wrong one and an unknown code answer alike. On another
 * doctor's link for a patient on file, a code then goes by SMS to the phone on record, and the
 * patient types it here (decision 0041).
 */
export function StepCpf({ code, program, onChecked, notice }: {
  code: string; program: LinkProgram; onChecked: (check: PatientCheck) => void; notice?: string | undefined;
}) {
  const { t } = useTranslation();
  const check = useCheckPatient();
  const [pending, setPending] = useState<{ cpf: string; sent: PatientVerification } | null>(null);
  const form = useForm<CpfForm>({ resolver: zodResolver(cpfFormSchema), defaultValues: { cpf: '' } });
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToFindPatientProcedure',
    codes: { patientProcedureNotFound: { field: 'cpf' }, medicineNotReleased: { field: 'cpf' }, tooManyRequests: { field: 'cpf' }, patientLinkExpired: { field: 'cpf' } },
  });
  const submit = form.handleSubmit(async ({ cpf }) => {
    try {
      const answer = await check.mutateAsync({ code, cpf });
      if (needsSmsCode(answer)) setPending({ cpf, sent: answer });
      else onChecked(answer);
    } catch (error) {
      showError(error);
    }
  });
  if (pending) return <SmsCodeStep code={code} cpf={pending.cpf} phoneEnd={pending.sent.phoneEnd} onChecked={onChecked} onBack={() => setPending(null)} />;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('patientLink.cpfTitle')}>
      <StepHeading>{t('patientLink.cpfTitle')}</StepHeading>
      {notice && <Typography color="warning.main" role="status">{notice}</Typography>}
      <Typography color="text.secondary">{t('patientLink.cpfHint')}</Typography>
      <FormMasked control={form.control} name="cpf" mask="cpf" label={t('patientLink.field.cpf')} required testId="link-cpf" />
      <Button type="submit" variant="contained" size="large" disabled={check.isPending} data-testid="link-cpf-submit">
        {check.isPending ? t('patientLink.checking') : t('patientLink.check')}
      </Button>
      <TermsPanel program={program} />
    </Stack>
  );
}

/** The code sent to the phone on record; a wrong or expired one is said under the boxes. */
function SmsCodeStep({ code, cpf, phoneEnd, onChecked, onBack }: {
  code: string; cpf: string; phoneEnd: string; onChecked: (check: PatientCheck) => void; onBack: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPatient();
  const [smsCode, setSmsCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (value: string) => {
    if (value.length < CODE_LENGTH) {
      setError(t('validation.invalidCode'));
      return;
    }
    try {
      setError(null);
      onChecked(await verify.mutateAsync({ code, cpf, smsCode: value }));
    } catch (e) {
      setError(t(e instanceof ApiError ? `err.${e.code}` : 'err.generic'));
    }
  };
  return (
    <Stack component="form" noValidate spacing={2} aria-label={t('patientLink.smsCodeLabel')}
      onSubmit={(e) => { e.preventDefault(); void send(smsCode); }}>
      <StepHeading>{t('patientLink.cpfTitle')}</StepHeading>
      <Typography role="status" data-testid="link-sms-sent">{t('patientLink.smsCodeSent', { end: phoneEnd })}</Typography>
      <Box role="group" aria-label={t('patientLink.smsCodeLabel')} data-testid="link-sms-code">
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>{t('patientLink.smsCodeLabel')}</Typography>
        <CodeInput value={smsCode} onChange={setSmsCode} onComplete={(v) => void send(v)} error={error !== null} disabled={verify.isPending} />
        {error && <FormHelperText error data-testid="link-sms-error">{error}</FormHelperText>}
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={onBack}>{t('common.back')}</Button>
        <Button type="submit" variant="contained" disabled={verify.isPending} data-testid="link-sms-submit">{t('patientLink.verify')}</Button>
      </Stack>
    </Stack>
  );
}
