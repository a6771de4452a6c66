import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { invitePatientSchema, type ErrorCode, type InvitePatientInput } from '@portal/domain';
import { FormText } from '@/components/crud/form-fields.tsx';
import { FormMasked } from '@/components/form/bound-fields.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useInvitePatient } from '../api/invite-patient.ts';

const EMPTY: InvitePatientInput = { patientName: '', patientCpf: '', destination: '' };
/**
 * Spec §5 Patient invite: the fields are checked in this order, each message an info toast. The
 * host shows one toast at a time (a new one dismisses the last), so only the first missing field
 * is toasted; every field also shows its own message in place.
 */
const ORDER = ['patientName', 'patientCpf', 'destination'] as const;
/** The invitation limits (429): their message names the São Paulo date and time of the next possible one. */
const LIMIT_CODES: ReadonlySet<string> = new Set<ErrorCode>(['invitationQuotaExceeded', 'patientInvitationTooSoon']);

/** /patients/invitation (spec §2 Patients, §5): name, CPF and cellphone, then Convidar. */
export function PatientInvitePage() {
  const { t } = useTranslation();
  const invite = useInvitePatient();
  const form = useForm<InvitePatientInput>({ resolver: zodResolver(invitePatientSchema), defaultValues: EMPTY });
  // Success and failure both start over with an empty form (the spec's "then reload").
  const restart = () => form.reset(EMPTY);
  const showError = useApiError(form.setError, { fallback: 'err.failedToInvitePatient', codes: { patientSmsConsentRevoked: { toast: 'warning' } } });
  /** A limit of decision 0063: the server's message says when the next invitation is possible; the form keeps what was typed. */
  const limited = (error: unknown) => error instanceof ApiError && LIMIT_CODES.has(error.code);

  const onInvalid = (errors: FieldErrors<InvitePatientInput>) => {
    const first = ORDER.find((name) => errors[name]?.message);
    if (!first) return;
    toast(`${t(`patientLink.invite.${first}`)}: ${t(errors[first]!.message!)}`, 'info');
    form.setFocus(first);
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input);
      toast(t('msg.successToInvitePatient'), 'success');
      restart();
    } catch (error) {
      if (limited(error)) {
        toast((error as ApiError).message, 'warning');
        return;
      }
      showError(error);
      restart();
    }
  }, onInvalid);

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h5" component="h1">{t('patientLink.invite.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{t('patientLink.invite.subtitle')}</Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('patientLink.invite.title')}>
          <FormText control={form.control} name="patientName" label={t('patientLink.invite.patientName')} required maxLength={150} testId="invite-name" />
          <FormMasked control={form.control} name="patientCpf" mask="cpf" label={t('patientLink.invite.patientCpf')} required testId="invite-cpf" />
          <FormMasked control={form.control} name="destination" mask="phone" label={t('patientLink.invite.destination')} required testId="invite-phone" />
          <Button type="submit" variant="contained" size="large" disabled={invite.isPending} data-testid="invite-submit">
            {invite.isPending ? t('patientLink.invite.sending') : t('patientLink.invite.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
