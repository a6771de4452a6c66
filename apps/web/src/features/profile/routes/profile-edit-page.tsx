import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NotificationChannelsCard } from '@/features/notifications/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  allowedRoutes, joinWorkInstitutions, onlyDigits, profileUpdateSchema, routeByKey, workInstitutionsSchema, type Profile, type ProfileFormValues,
} from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { useUnsavedChangesGuard } from '@/components/form/use-unsaved-changes-guard.tsx';
import { MaskedInput } from '@/components/form/masked-input.tsx';
import { StateSelect } from '@/components/form/state-select.tsx';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useUpdateWorkInstitutions } from '@/components/work-institutions/update-work-institutions.ts';
import { WorkInstitutionsFields } from '@/components/work-institutions/work-institutions-fields.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { toast } from '@/lib/toast.ts';
import { useProfile } from '@/lib/auth/get-profile.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { displayToIso, isAddressEmpty, toFormValues, type ProfileEditValues } from '../components/profile-values.ts';
import { WORK_INSTITUTIONS_REQUIRED_FLAG } from '../hooks/use-work-institutions-guard.ts';

/** /user/edit (spec §2 profile edit): only what changed is saved; user data and address have their own dirty flags. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  useEffect(() => {
    if (profile.isError) toast(t('err.failedToLoadUser'), 'error');
  }, [profile.isError, t]);
  if (profile.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (profile.isError) return <Alert severity="error">{t('err.failedToLoadUser')}</Alert>;
  return (
    <Stack spacing={3}>
      <ProfileEditForm key={profile.data.id} profile={profile.data} reloadProfile={profile.refetch} />
      <NotificationChannelsCard />
    </Stack>
  );
}

interface ProfileEditFormProps {
  profile: Profile;
  reloadProfile: () => Promise<{ data?: Profile }>;
}

function ProfileEditForm({ profile, reloadProfile }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { program } = useCurrentProgram();
  const { user } = useSession();
  const canEditAccount = user !== null && allowedRoutes(user.type, program?.modules ?? [], user.modules).some((r) => r.key === 'editAccount');
  const update = useUpdateProfile();
  const updateInstitutions = useUpdateWorkInstitutions();
  const [loaded, setLoaded] = useState(() => toFormValues(profile));
  const form = useForm<ProfileEditValues>({ defaultValues: loaded });
  const { errors, dirtyFields } = form.formState;
  const leave = useUnsavedChangesGuard(form.formState.isDirty);
  const flagged = Boolean((location.state as Record<string, unknown> | null)?.[WORK_INSTITUTIONS_REQUIRED_FLAG]);

  const isDoctor = Boolean(profile.doctor);
  const showInstitutions = isDoctor && Boolean(program?.requireWorkInstitutionsDuringSignup);
  const cpfLocked = Boolean(profile.doctor?.cpf);
  const birthDateLocked = Boolean(profile.doctor?.birthDate);

  const resetTo = (fresh: Profile) => {
    const values = toFormValues(fresh);
    setLoaded(values);
    form.reset(values);
  };
  const reload = async () => {
    form.clearErrors();
    const fresh = await reloadProfile();
    if (fresh.data) resetTo(fresh.data);
  };

  const showProfileError = useApiError(form.setError, {
    fallback: 'err.failedToUpdateUser',
    codes: {
      // Field messages go on their fields, and the form's failure is toasted too.
      validation: { message: 'err.failedToUpdateUser' },
      emailAlreadyInUse: { toast: 'warning' },
      crmArealdyInUse: {},
      cpfLocked: {},
    },
  });
  const showInstitutionsError = useApiError(form.setError, { fallback: 'err.failedToUpdateWorkInstitutions' });

  const save = form.handleSubmit(async (values) => {
    const userDirty = Boolean(dirtyFields.name || dirtyFields.phone || dirtyFields.doctor);
    const addressDirty = Boolean(dirtyFields.address);
    const institutionsDirty = showInstitutions && joinWorkInstitutions(values.workInstitutions) !== joinWorkInstitutions(loaded.workInstitutions);
    if (!userDirty && !addressDirty && !institutionsDirty) {
      toast(t('msg.noChangesToSave'), 'info');
      return;
    }

    if (institutionsDirty) {
      const parsed = workInstitutionsSchema.safeParse(values.workInstitutions);
      if (!parsed.success) {
        form.setError('workInstitutions', { message: parsed.error.issues[0]?.message });
        return;
      }
    }

    if (userDirty || addressDirty) {
      const doctor = values.doctor && loaded.doctor ? {
        ...(dirtyFields.doctor?.cpf && !cpfLocked && onlyDigits(values.doctor.cpf) ? { cpf: values.doctor.cpf } : {}),
        ...(dirtyFields.doctor?.birthDate && !birthDateLocked && values.doctor.birthDate ? { birthDate: displayToIso(values.doctor.birthDate) } : {}),
        ...(dirtyFields.doctor?.crm ? { crm: values.doctor.crm } : {}),
        ...(dirtyFields.doctor?.uf ? { uf: values.doctor.uf } : {}),
      } : undefined;
      // The login e-mail changes only in "Editar conta", which warns that it signs the user out.
      const payload = {
        name: values.name,
        phone: values.phone,
        ...(doctor && Object.keys(doctor).length > 0 ? { doctor } : {}),
        ...(addressDirty ? { address: isAddressEmpty(values.address) ? null : values.address } : {}),
      } as ProfileFormValues;
      const checked = profileUpdateSchema.safeParse(payload);
      if (!checked.success) {
        for (const issue of checked.error.issues) form.setError(issue.path.join('.') as keyof ProfileEditValues, { message: issue.message });
        return;
      }
      try {
        const answer = await update.mutateAsync(payload);
        if (answer.signedOut) {
          toast(t('msg.successToUpdateEmail'), 'success');
          queryClient.clear();
          leave.release();
          await navigate(paths.login.href({}, { [PROGRAM_QUERY_PARAM]: program?.slug ?? undefined }), { replace: true });
          return;
        }
        toast(t('msg.successToUpdateProfile'), 'success');
        resetTo(answer.profile);
      } catch (error) {
        showProfileError(error);
        return;
      }
    }

    if (institutionsDirty && profile.doctor && program) {
      try {
        await updateInstitutions.mutateAsync({ doctorId: profile.doctor.id, workInstitutions: values.workInstitutions, programId: program.id });
        toast(t('msg.successToUpdateWorkInstitutions'), 'success');
      } catch (error) {
        showInstitutionsError(error);
        return;
      }
      await reload();
    }
  });

  const busy = form.formState.isSubmitting || update.isPending || updateInstitutions.isPending;
  const de = errors.doctor;

  return (
    <FormProvider {...form}>
      <Card variant="outlined" component="form" noValidate onSubmit={(e) => void save(e)} aria-labelledby="profile-title">
        <CardContent>
          <Stack spacing={3}>
            <Typography id="profile-title" variant="h5" component="h1">{t('profile.title')}</Typography>
            {flagged && showInstitutions && <Alert severity="warning">{t('msg.workInstitutionsRequired')}</Alert>}
            <Typography variant="subtitle1" component="h2">{t('profile.personalData')}</Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput {...form.register('name')} label={t('signup.name')} required fullWidth inputProps={{ maxLength: 150, 'data-testid': 'profile-name' }}
                  error={Boolean(errors.name)} helperText={fieldText(errors.name?.message)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput {...form.register('email')} label={t('signup.email')} type="email" fullWidth
                  inputProps={{ readOnly: true, 'data-testid': 'profile-email', 'aria-describedby': 'profile-email-hint' }} />
                <Typography id="profile-email-hint" variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, mx: 1.75 }}>
                  {canEditAccount ? (
                    <>{t('profile.emailInAccount')}{' '}
                      <Link component={RouterLink} to={routeByKey('editAccount').path} data-testid="profile-email-edit-account">{t('profile.goToEditAccount')}</Link></>
                  ) : t('profile.emailByAdministrator')}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller control={form.control} name="phone" render={({ field }) => (
                  <MaskedInput mask="phone" label={t('signup.phone')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}
                    required fullWidth inputProps={{ 'data-testid': 'profile-phone' }} error={Boolean(errors.phone)} helperText={fieldText(errors.phone?.message)} />
                )} />
              </Grid>
            </Grid>

            {isDoctor && (
              <>
                <Divider />
                <Typography variant="subtitle1" component="h2">{t('profile.doctorData')}</Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 3 }}>
                    <Controller control={form.control} name="doctor.cpf" render={({ field }) => (
                      <MaskedInput mask="cpf" label={t('signup.cpf')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}
                        fullWidth disabled={cpfLocked} inputProps={{ 'data-testid': 'profile-cpf' }}
                        error={Boolean(de?.cpf)} helperText={fieldText(de?.cpf?.message) ?? (cpfLocked ? t('profile.lockedHint') : undefined)} />
                    )} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 3 }}>
                    <Controller control={form.control} name="doctor.birthDate" render={({ field }) => (
                      <MaskedInput mask="date" label={t('signup.birthDate')} placeholder={t('signup.datePlaceholder')} value={field.value} onChange={field.onChange}
                        onBlur={field.onBlur} ref={field.ref} fullWidth disabled={birthDateLocked} inputProps={{ 'data-testid': 'profile-birth-date' }}
                        error={Boolean(de?.birthDate)} helperText={fieldText(de?.birthDate?.message) ?? (birthDateLocked ? t('profile.lockedHint') : undefined)} />
                    )} />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <Controller control={form.control} name="doctor.crm" render={({ field }) => (
                      <TextInput label={t('signup.crm')} value={field.value ?? ''} onChange={(e) => field.onChange(onlyDigits(e.target.value).replace(/^0+/, ''))}
                        onBlur={field.onBlur} ref={field.ref} required fullWidth inputProps={{ inputMode: 'numeric', maxLength: 10, readOnly: true, 'data-testid': 'profile-crm' }}
                        error={Boolean(de?.crm)} helperText={fieldText(de?.crm?.message) ?? t('err.crmLocked')} />
                    )} />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <Controller control={form.control} name="doctor.uf" render={({ field }) => (
                      <StateSelect label={t('signup.uf')} value={field.value ?? ''} onChange={field.onChange} required short disabled error={fieldText(de?.uf?.message)} testId="profile-uf" />
                    )} />
                  </Grid>
                </Grid>
              </>
            )}

            {showInstitutions && (
              <Controller control={form.control} name="workInstitutions" render={({ field }) => (
                <WorkInstitutionsFields value={field.value} onChange={field.onChange} required error={fieldText(errors.workInstitutions?.message)} />
              )} />
            )}

            <Divider />
            <AddressBlock name="address" title={t('profile.addressTitle')} />

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="outlined" onClick={() => void reload()} disabled={busy} data-testid="profile-cancel">{t('common.cancel')}</Button>
              <Button variant="outlined" component={RouterLink} to={routeByKey('changePassword').path}>{t('common.changePassword')}</Button>
              <Button type="submit" variant="contained" disabled={busy} data-testid="profile-save">{t(busy ? 'common.sending' : 'common.save')}</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {leave.dialog}
    </FormProvider>
  );
}
