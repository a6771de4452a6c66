import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { manageableUserTypes, userInputSchema, type UserDetail, type UserType } from '@portal/domain';
import { MaskedInput } from '@/components/form/masked-input.tsx';
import { StateSelect } from '@/components/form/state-select.tsx';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useUser } from '../api/get-user.ts';
import { useSaveUser } from '../api/save-user.ts';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  type: UserType | '';
  doctor: { crm: string; uf: string; cpf: string; birthDate: string };
}

const EMPTY: FormValues = { name: '', email: '', phone: '', type: '', doctor: { crm: '', uf: '', cpf: '', birthDate: '' } };

const toValues = (u: UserDetail): FormValues => ({
  name: u.name, email: u.email, phone: u.phone ?? '', type: u.type,
  doctor: { crm: u.doctor?.crm ?? '', uf: u.doctor?.uf ?? '', cpf: u.doctor?.cpf ?? '', birthDate: u.doctor?.birthDate ?? '' },
});

/** /users/register and /users/:id/edit (spec §3 user register form; doctor fields for DOCTOR). */
export function UserFormPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const params = useParams();
  const idParam = params.id;
  // A non-numeric id names no user: say so without calling the API.
  const badId = idParam !== undefined && !/^[1-9]\d{0,9}$/.test(idParam);
  const id = idParam && !badId ? Number(idParam) : undefined;
  const { user: actor } = useSession();
  const user = useUser(id);
  const save = useSaveUser();
  const loaded = useMemo(() => (user.data ? toValues(user.data) : undefined), [user.data]);
  const form = useForm<FormValues>({ defaultValues: EMPTY, values: loaded });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const listHref = routeHref('users');
  const types = manageableUserTypes(actor?.type ?? 'DOCTOR');

  const showError = useApiError(form.setError, {
    fallback: id === undefined ? 'err.failedToRegisterUser' : 'err.failedToUpdateUser',
    codes: {
      emailAlreadyInUse: { field: 'email', toast: 'warning' },
      crmArealdyInUse: { field: 'doctor.crm' },
      crmLocked: { field: 'doctor.crm' },
      cannotChangeLoginEmail: { field: 'email' },
      userCannotBeManaged: {},
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const payload = { ...values, doctor: values.type === 'DOCTOR' ? values.doctor : undefined };
    const parsed = userInputSchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(issue.path.join('.') as keyof FormValues, { message: issue.message });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id, values: payload as never });
      toast(t(id === undefined ? 'msg.successToRegisterUser' : 'msg.successToUpdateUser'), 'success');
      // A new login e-mail waits for the link sent to it (decision 0040): say so, after the save itself.
      if (saved.emailConfirmationSentTo) toast(t('msg.emailConfirmationSent'), 'info');
      void navigate(listHref);
    } catch (error) {
      showError(error);
    }
  });

  if (badId || (id !== undefined && user.isError)) {
    return <LoadFailure error={badId ? undefined : user.error} notFoundKey="err.userNotFound" backHref={listHref} />;
  }
  if (id !== undefined && !user.data) return <Stack alignItems="center" sx={{ py: 6 }}><CircularProgress aria-label={t('common.loading')} /></Stack>;

  const text = (name: 'name' | 'email', label: string, extra: object = {}) => (
    <Controller name={name} control={form.control} render={({ field }) => (
      <TextInput {...field} {...extra} label={label} required fullWidth error={Boolean(errors[name])} helperText={fieldText(errors[name]?.message)}
        inputProps={{ 'data-testid': `user-${name}` }} />
    )} />
  );

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Typography variant="h5" component="h1">{t(id === undefined ? 'users.registerTitle' : 'users.editTitle')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>{text('name', t('users.name'))}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('email', t('users.email'), { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller name="phone" control={form.control} render={({ field }) => (
                <MaskedInput mask="phone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} label={t('users.phone')}
                  required fullWidth error={Boolean(errors.phone)} helperText={fieldText(errors.phone?.message)} inputProps={{ 'data-testid': 'user-phone' }} />
              )} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller name="type" control={form.control} render={({ field }) => (
                <FormControl fullWidth required error={Boolean(errors.type)}>
                  <InputLabel id="user-type-label">{t('users.type')}</InputLabel>
                  <Select labelId="user-type-label" label={t('users.type')} value={field.value} onChange={(e) => field.onChange(e.target.value)}
                    SelectDisplayProps={{ 'data-testid': 'user-type' } as object}>
                    {types.map((ut) => <MenuItem key={ut} value={ut} data-testid={`user-type-${ut}`}>{t(`userType.${ut}`)}</MenuItem>)}
                  </Select>
                  {errors.type && <FormHelperText>{fieldText(errors.type.message)}</FormHelperText>}
                </FormControl>
              )} />
            </Grid>
          </Grid>
          {type === 'DOCTOR' && (
            <>
              <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>{t('users.doctorSection')}</Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 3 }}>
                  <Controller name="doctor.crm" control={form.control} render={({ field }) => (
                    <MaskedInput mask="digits" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} label={t('users.crm')}
                      required fullWidth error={Boolean(errors.doctor?.crm)} helperText={fieldText(errors.doctor?.crm?.message)} inputProps={{ 'data-testid': 'user-crm' }} />
                  )} />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <Controller name="doctor.uf" control={form.control} render={({ field }) => (
                    <StateSelect label={t('users.uf')} value={field.value} onChange={field.onChange} required testId="user-uf"
                      error={fieldText(errors.doctor?.uf?.message)} />
                  )} />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <Controller name="doctor.cpf" control={form.control} render={({ field }) => (
                    <MaskedInput mask="cpf" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} label={t('users.cpf')}
                      fullWidth error={Boolean(errors.doctor?.cpf)} helperText={fieldText(errors.doctor?.cpf?.message)} inputProps={{ 'data-testid': 'user-cpf' }} />
                  )} />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <Controller name="doctor.birthDate" control={form.control} render={({ field }) => (
                    <TextInput {...field} type="date" label={t('users.birthDate')} fullWidth notched
                      error={Boolean(errors.doctor?.birthDate)} helperText={fieldText(errors.doctor?.birthDate?.message)} inputProps={{ 'data-testid': 'user-birth-date' }} />
                  )} />
                </Grid>
              </Grid>
            </>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Button component={Link} to={listHref}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="user-save">{t('common.save')}</Button>
      </Stack>
    </Stack>
  );
}
