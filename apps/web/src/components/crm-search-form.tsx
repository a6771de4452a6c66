import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { doctorSearchSchema, onlyDigits, type DoctorSearchFormValues, type DoctorSearchInput } from '@portal/domain';
import { useApiError, type ApiErrorOptions } from '@/lib/forms/use-api-error.ts';
import { StateSelect } from './form/state-select.tsx';
import { TextInput } from './form/text-input.tsx';
import { useFieldText } from './form/use-field-text.ts';

export interface CrmSearchFormProps {
  onSearch: (input: DoctorSearchInput) => void | Promise<void>;
  /** How a failed search shows (the signup and /recover-login answer differently). */
  apiErrors: ApiErrorOptions<DoctorSearchFormValues>;
  busy?: boolean;
  defaultValues?: Partial<DoctorSearchFormValues>;
}

/** CRM (digits only, leading zeros stripped) and state, then Buscar (spec §2 signup step 0, /recover-login). */
export function CrmSearchForm({ onSearch, apiErrors, busy, defaultValues }: CrmSearchFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useForm<DoctorSearchFormValues, unknown, DoctorSearchInput>({
    resolver: zodResolver(doctorSearchSchema),
    defaultValues: { crm: '', uf: '' as DoctorSearchFormValues['uf'], ...defaultValues },
  });
  const { errors } = form.formState;
  const showError = useApiError(form.setError, apiErrors);
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSearch(input);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Grid container spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('signup.steps.search')}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <Controller
          control={form.control}
          name="crm"
          render={({ field }) => (
            <TextInput
              label={t('signup.crm')}
              value={field.value}
              onChange={(e) => field.onChange(onlyDigits(e.target.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              required
              fullWidth
              autoFocus
              inputProps={{ inputMode: 'numeric', maxLength: 10, 'data-testid': 'crm-input' }}
              error={Boolean(errors.crm)}
              helperText={fieldText(errors.crm?.message)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="uf"
          render={({ field }) => (
            <StateSelect
              label={t('signup.uf')}
              value={field.value}
              onChange={field.onChange}
              required
              error={fieldText(errors.uf?.message)}
              testId="uf-select"
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ height: 56 }} data-testid="crm-search">
          {t('common.search')}
        </Button>
      </Grid>
    </Grid>
  );
}
