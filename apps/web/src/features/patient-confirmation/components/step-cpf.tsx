import { useRef, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CODE_LENGTH, type LinkProgram, type PatientCheck, type PatientVerification } from '@portal/domain';
import { CodeInput } from '@/components/code-input.tsx';
import { MaskedInput } from '@/components/form/masked-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { needsSmsCode, useCheckPatient } from '../api/check-patient.ts';
import { useVerifyPatient } from '../api/verify-patient.ts';
import { StepHeading } from './step-heading.tsx';
import { TermsPanel } from './terms-panel.tsx';

/**
 * The shared cpfDigitsSchema's verdict: the CPF's digits, or the field's message (a catalogue key).
 * zod and the schemas load on the first check, so the link's first screen paints without them or a
 * form library (the CEP search's pattern, decision 0032).
 */
async function checkCpf(cpf: string): Promise<{ cpf: string } | { error: string }> {
  const { cpfDigitsSchema } = await import('@portal/domain/schemas');
  const result = cpfDigitsSchema.safeParse(cpf);
  return result.success ? { cpf: result.data } : { error: result.error.issues[0]?.message ?? 'validation.invalidCpf' };
}

/**
 * The link's first step: the CPF the doctor registered, with the programme's terms readable
 * here; a wrong one and an unknown code answer alike. On another
 * doctor's link for a patient on file, a code then goes by SMS to the phone on record, and the
 * patient types it here (decision 0041). The field is checked on submit, then again as it is typed.
 */
export function StepCpf({ code, program, onChecked, notice }: {
  code: string; program: LinkProgram; onChecked: (check: PatientCheck) => void; notice?: string | undefined;
}) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const check = useCheckPatient();
  const input = useRef<HTMLInputElement>(null);
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState<{ cpf: string; sent: PatientVerification } | null>(null);
  const showError = useApiError<{ cpf: string }>((_field, { message }) => setError(message), {
    fallback: 'err.failedToFindPatientProcedure',
    codes: { patientProcedureNotFound: { field: 'cpf' }, medicineNotReleased: { field: 'cpf' }, tooManyRequests: { field: 'cpf' }, patientLinkExpired: { field: 'cpf' } },
  });
  const verdictOf = async (value: string) => {
    const verdict = await checkCpf(value);
    setError('error' in verdict ? verdict.error : undefined);
    return verdict;
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const verdict = await verdictOf(cpf);
    if ('error' in verdict) {
      input.current?.focus();
      return;
    }
    try {
      const answer = await check.mutateAsync({ code, cpf: verdict.cpf });
      if (needsSmsCode(answer)) setPending({ cpf: verdict.cpf, sent: answer });
      else onChecked(answer);
    } catch (e) {
      showError(e);
    }
  };
  const change = (value: string) => {
    setCpf(value);
    if (submitted) void verdictOf(value);
  };
  if (pending) return <SmsCodeStep code={code} cpf={pending.cpf} phoneEnd={pending.sent.phoneEnd} onChecked={onChecked} onBack={() => setPending(null)} />;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('patientLink.cpfTitle')}>
      <StepHeading>{t('patientLink.cpfTitle')}</StepHeading>
      {notice && <Typography color="warning.main" role="status">{notice}</Typography>}
      <Typography color="text.secondary">{t('patientLink.cpfHint')}</Typography>
      <MaskedInput mask="cpf" label={t('patientLink.field.cpf')} required fullWidth ref={input} name="cpf" value={cpf} onChange={change}
        error={Boolean(error)} helperText={fieldText(error)} inputProps={{ 'data-testid': 'link-cpf' }} />
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
