import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { isValidCpf, isValidPhone, onlyDigits, CODE_RESEND_SECONDS } from '@portal/domain';
import { CodeInput } from '@/components/code-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { useSendAgreementCode } from '../api/send-agreement-code.ts';
import type { ExamRequestValues } from './exam-request-values.ts';

/**
 * Spec §2: send the code to the patient's phone, type its five digits; resend only after 60 s. The
 * server writes the SMS with the exam group's term link; the form names the group and the patient.
 */
export function AgreementCode({ programId, examGroupId }: { programId: number; examGroupId: number }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<ExamRequestValues>();
  const send = useSendAgreementCode();
  const [resendAt, setResendAt] = useState<string | null>(null);
  const seconds = useCountdown(resendAt);

  const sendCode = () => {
    const phone = onlyDigits(form.getValues('patient.phone'));
    const cpf = onlyDigits(form.getValues('patient.cpf'));
    if (!isValidCpf(cpf)) {
      form.setError('patient.cpf', { message: 'validation.invalidCpf' }, { shouldFocus: true });
      return;
    }
    if (!isValidPhone(phone)) {
      form.setError('patient.phone', { message: 'examRequest.phoneNeeded' }, { shouldFocus: true });
      return;
    }
    send.mutate({ programId, examGroupId, patientCpf: cpf, destination: phone }, {
      onSuccess: (answer) => {
        setResendAt(new Date(Date.parse(answer.sentAt) + CODE_RESEND_SECONDS * 1000).toISOString());
      },
      // Refusals with their own words (quota, revoked consent, 429s) say them; anything else is the generic failure.
      onError: (error) => toast(error instanceof ApiError && (error.status === 429 || error.status === 409) ? error.message : t('err.failedToSendCode'), 'error'),
    });
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">{t('examRequest.agreementCodeHint')}</Typography>
      <Button variant="outlined" onClick={sendCode} disabled={send.isPending || seconds > 0} data-testid="send-agreement-code">
        {seconds > 0 ? t('examRequest.resendIn', { seconds }) : t(resendAt ? 'examRequest.resendCode' : 'examRequest.sendCode')}
      </Button>
      {/* Said in place, not toasted: toasts come one at a time and would hold back the request's answer. */}
      <Typography variant="body2" role="status" aria-live="polite" data-testid="agreement-code-sent">{resendAt ? t('examRequest.codeSent') : ''}</Typography>
      <Controller control={form.control} name="code" render={({ field, fieldState }) => (
        <Box role="group" aria-label={t('examRequest.codeLabel')} data-testid="agreement-code">
          <Typography variant="body2" component="p" sx={{ mb: 1 }}>{t('examRequest.codeLabel')}</Typography>
          <CodeInput value={field.value} onChange={field.onChange} error={Boolean(fieldState.error)} autoFocus={false} />
          {fieldState.error && <FormHelperText error data-testid="agreement-code-error">{fieldText(fieldState.error.message)}</FormHelperText>}
        </Box>
      )} />
    </Stack>
  );
}
