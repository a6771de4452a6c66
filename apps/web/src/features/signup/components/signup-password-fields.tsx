import Grid from '@mui/material/Grid';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PASSWORD_MIN } from '@portal/domain';
import { blockClipboard } from '@/components/form/block-clipboard.ts';
import { NewPasswordField } from '@/components/form/new-password-field.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { PasswordField } from '@/components/password-field.tsx';
import type { SignupFormValues } from './signup-values.ts';

/** Password and confirmation of the signup form; the strength hint knows the name, e-mail and CPF typed above. */
export function SignupPasswordFields() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<SignupFormValues>();
  const { errors } = form.formState;
  const [name, email, cpf] = useWatch({ control: form.control, name: ['name', 'email', 'doctor.cpf'] });
  const common = { ...blockClipboard, required: true, fullWidth: true, autoComplete: 'new-password' } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NewPasswordField {...form.register('password')} {...common} label={t('signup.password')} owner={{ name, email, cpf }}
          inputProps={{ 'data-testid': 'signup-password' }} error={Boolean(errors.password)}
          helperText={fieldText(errors.password?.message, { length: PASSWORD_MIN })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordField {...form.register('confirmPassword')} {...common} label={t('signup.confirmPassword')}
          inputProps={{ 'data-testid': 'signup-confirm-password' }} error={Boolean(errors.confirmPassword)}
          helperText={fieldText(errors.confirmPassword?.message)} />
      </Grid>
    </Grid>
  );
}
