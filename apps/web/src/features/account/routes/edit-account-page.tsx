import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { changeEmailSchema, joinWorkInstitutions, splitWorkInstitutions, workInstitutionsSchema, type Profile } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useUpdateWorkInstitutions } from '@/components/work-institutions/update-work-institutions.ts';
import { WorkInstitutionsFields } from '@/components/work-institutions/work-institutions-fields.tsx';
import { paths } from '@/config/paths.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { toast } from '@/lib/toast.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { profileQueryKey, useProfile } from '@/lib/auth/get-profile.ts';

const normalizeEmail = (value: string) => value.trim().toLowerCase();

interface AccountValues {
  email: string;
  /** The current password: a new login e-mail needs it (decision 0040). */
  password: string;
  workInstitutions: string[];
}

/** /users/change-email (spec §2 edit account, §4 account edit). */
export function EditAccountPage() {
  const { t } = useTranslation();
  const account = useProfile();
  if (account.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (account.isError) return <Alert severity="error">{t('err.failedToLoadUser')}</Alert>;
  return <EditAccountForm key={account.data.id} account={account.data} />;
}

function EditAccountForm({ account }: { account: Profile }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { program } = useCurrentProgram();
  const changeEmail = useChangeEmail();
  const updateInstitutions = useUpdateWorkInstitutions();
  const initialInstitutions = splitWorkInstitutions(account.doctor?.workInstitutions);
  const form = useForm<AccountValues>({
    defaultValues: { email: account.email, password: '', workInstitutions: initialInstitutions.length > 0 ? initialInstitutions : [''] },
  });
  const { errors } = form.formState;
  const showEmailError = useApiError(form.setError, { fallback: 'err.failedToUpdateEmail', codes: { emailAlreadyInUse: { toast: 'warning' } } });
  const showInstitutionsError = useApiError(form.setError, { fallback: 'err.failedToUpdateWorkInstitutions' });
  const showInstitutions = Boolean(account.doctor) && Boolean(program?.requireWorkInstitutionsDuringSignup);
  const busy = changeEmail.isPending || updateInstitutions.isPending;

  const emailChanging = normalizeEmail(useWatch({ control: form.control, name: 'email' })) !== normalizeEmail(account.email);

  const save = form.handleSubmit(async ({ email, password, workInstitutions }) => {
    form.clearErrors();
    const emailChanged = normalizeEmail(email) !== normalizeEmail(account.email);
    const institutionsChanged = showInstitutions && joinWorkInstitutions(workInstitutions) !== joinWorkInstitutions(initialInstitutions);
    if (!emailChanged && !institutionsChanged) {
      toast(t('msg.noChangesToSave'), 'info');
      return;
    }

    if (institutionsChanged) {
      const parsed = workInstitutionsSchema.safeParse(workInstitutions);
      if (!parsed.success) {
        form.setError('workInstitutions', { message: parsed.error.issues[0]?.message });
        return;
      }
      if (!account.doctor || !program) return;
      try {
        await updateInstitutions.mutateAsync({ doctorId: account.doctor.id, workInstitutions: parsed.data, programId: program.id });
        toast(t('msg.successToUpdateWorkInstitutions'), 'success');
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      } catch (error) {
        showInstitutionsError(error);
        return;
      }
    }

    if (emailChanged) {
      const parsed = changeEmailSchema.safeParse({ email, password });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) form.setError(issue.path[0] === 'password' ? 'password' : 'email', { message: issue.message });
        return;
      }
      try {
        await changeEmail.mutateAsync(parsed.data);
      } catch (error) {
        showEmailError(error);
        return;
      }
      // The login changes once the link sent to the new address is used; until then nothing else does.
      toast(t('msg.emailConfirmationSent'), 'success');
      form.reset({ email: account.email, password: '', workInstitutions: form.getValues('workInstitutions') });
      return;
    }
    await navigate(paths.home.href());
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack component="form" noValidate spacing={3} onSubmit={(e) => void save(e)} aria-labelledby="edit-account-title">
          <Typography id="edit-account-title" variant="h5" component="h1">{t('account.editAccountTitle')}</Typography>
          <Typography variant="subtitle1" component="h2">{t('account.emailSection')}</Typography>
          <TextInput
            {...form.register('email')}
            label={t('account.newEmail')}
            type="email"
            required
            fullWidth
            inputProps={{ maxLength: 200, 'data-testid': 'account-email' }}
            error={Boolean(errors.email)}
            helperText={fieldText(errors.email?.message) ?? t('account.emailChangeNotice')}
          />
          {emailChanging && (
            <TextInput
              {...form.register('password')}
              label={t('account.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              inputProps={{ maxLength: 200, 'data-testid': 'account-password' }}
              error={Boolean(errors.password)}
              helperText={fieldText(errors.password?.message)}
            />
          )}
          {showInstitutions && (
            <>
              <Divider />
              <Controller control={form.control} name="workInstitutions" render={({ field }) => (
                <WorkInstitutionsFields value={field.value} onChange={field.onChange} required error={fieldText(errors.workInstitutions?.message)} />
              )} />
            </>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => void navigate(-1)} disabled={busy}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy} data-testid="account-save">{t(busy ? 'common.sending' : 'common.save')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
