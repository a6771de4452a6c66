import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  SIGNUP_NAME_MIN, signupFormSchema, signupRequirements,
  type DoctorLookup, type PublicProgram, type Specialty, type UsagePolicy,
} from '@portal/domain';
import { AddressBlock, EMPTY_ADDRESS } from '@/components/address/address-block.tsx';
import { Captcha } from '@/components/captcha/captcha.tsx';
import { blockClipboard } from '@/components/form/block-clipboard.ts';
import { MaskedInput } from '@/components/form/masked-input.tsx';
import type { MaskKind } from '@/components/form/masks.ts';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { WorkInstitutionsFields } from '@/components/work-institutions/work-institutions-fields.tsx';
import { PolicyCheckboxes, SpecialtySelect } from './signup-form-fields.tsx';
import { SignupPasswordFields } from './signup-password-fields.tsx';
import {
  hasAddressBlock, normalizeSignupValues, type ServerFieldErrors, type SignupFormOutput, type SignupFormValues,
} from './signup-values.ts';

export interface SignupFormProps {
  program: PublicProgram;
  lookup: DoctorLookup;
  policies: UsagePolicy[];
  specialties: Specialty[];
  busy: boolean;
  /** Errors the server reported per field. */
  serverErrors?: ServerFieldErrors | undefined;
  onBack: () => void;
  onRegister: (values: SignupFormOutput) => void | Promise<void>;
}

const EMAIL_FIELDS = [
  { name: 'email', label: 'signup.email', autoComplete: 'email', testId: 'signup-email' },
  { name: 'confirmEmail', label: 'signup.confirmEmail', autoComplete: 'off', testId: 'signup-confirm-email' },
] as const;

/** A required masked field of the form (phone, CPF, birth date), half a row wide. */
function MaskedField({ name, mask, label, placeholder, autoComplete, testId, noClipboard }: {
  name: 'phone' | 'doctor.cpf' | 'doctor.birthDate';
  mask: MaskKind;
  label: string;
  placeholder?: string;
  autoComplete?: string;
  testId: string;
  /** Copy, paste and cut blocked (spec §2: the phone). */
  noClipboard?: boolean;
}) {
  const fieldText = useFieldText();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller<SignupFormValues, typeof name>
        name={name}
        render={({ field, fieldState }) => (
          <MaskedInput
            {...(noClipboard ? blockClipboard : {})}
            mask={mask}
            label={label}
            placeholder={placeholder}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            required
            fullWidth
            autoComplete={autoComplete}
            inputProps={{ 'data-testid': testId }}
            error={Boolean(fieldState.error)}
            helperText={fieldText(fieldState.error?.message)}
          />
        )}
      />
    </Grid>
  );
}

/** Spec §2 signup step 1: the doctor's data, captcha and terms, then Register. */
export function SignupForm({ program, lookup, policies, specialties, busy, serverErrors, onBack, onRegister }: SignupFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const need = useMemo(() => signupRequirements(program), [program]);
  const userExists = lookup.userExists;
  const withAddress = hasAddressBlock(program);
  const schema = useMemo(
    () => signupFormSchema({ ...need, userExists, specialtyCount: specialties.length, policyIds: policies.map((p) => p.id) }),
    [need, userExists, specialties.length, policies],
  );
  const resolver: Resolver<SignupFormValues, unknown, SignupFormOutput> = (values, context, options) =>
    zodResolver(schema)(normalizeSignupValues(values, withAddress), context, options);

  const form = useForm<SignupFormValues, unknown, SignupFormOutput>({
    resolver,
    defaultValues: {
      name: userExists ? undefined : '',
      email: '',
      confirmEmail: '',
      phone: '',
      password: userExists ? undefined : '',
      confirmPassword: userExists ? undefined : '',
      doctor: {
        crm: lookup.doctor.crm,
        uf: lookup.doctor.uf as SignupFormValues['doctor']['uf'],
        cpf: need.cpfAndBirthDate ? '' : undefined,
        birthDate: need.cpfAndBirthDate ? '' : undefined,
        specialtyIds: need.specialties ? [] : undefined,
        workInstitutions: need.workInstitutions ? [''] : undefined,
      },
      address: withAddress ? ({ ...EMPTY_ADDRESS } as unknown as SignupFormValues['address']) : undefined,
      acceptedPolicyIds: [],
      requestVisit: false,
      recaptchaValue: '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) form.setError(field as FieldPath<SignupFormValues>, { message });
  }, [serverErrors, form]);

  const submit = form.handleSubmit(async (values) => onRegister(values));
  const de = errors.doctor;
  const workRowErrors = Array.isArray(de?.workInstitutions) ? (de.workInstitutions as ({ message?: string } | undefined)[]).map((e) => fieldText(e?.message, { length: 2 })) : undefined;

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)} aria-label={t('signup.steps.form')}>
        {userExists && <Alert severity="info">{t('signup.existingUserNotice')}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput label={t('signup.crm')} value={lookup.doctor.crm} readOnly fullWidth inputProps={{ 'data-testid': 'signup-crm' }} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput label={t('signup.uf')} value={lookup.doctor.uf} readOnly fullWidth inputProps={{ 'data-testid': 'signup-uf' }} />
          </Grid>
          {/* A joining user keeps their account's name: the shortened form does not ask it. */}
          {!userExists && <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              {...form.register('name')}
              label={t('signup.name')}
              required
              fullWidth
              autoComplete="name"
              inputProps={{ maxLength: 150, 'data-testid': 'signup-name' }}
              error={Boolean(errors.name)}
              helperText={fieldText(errors.name?.message, { length: SIGNUP_NAME_MIN })}
            />
          </Grid>}
          {EMAIL_FIELDS.map(({ name, label, autoComplete, testId }) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <TextInput
                {...form.register(name)}
                {...blockClipboard}
                label={t(label)}
                type="email"
                required
                fullWidth
                autoComplete={autoComplete}
                inputProps={{ maxLength: 200, 'data-testid': testId }}
                error={Boolean(errors[name])}
                helperText={fieldText(errors[name]?.message)}
              />
            </Grid>
          ))}
          <MaskedField name="phone" mask="phone" label={t('signup.phone')} autoComplete="tel-national" testId="signup-phone" noClipboard />
          {need.specialties && specialties.length > 0 && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="doctor.specialtyIds"
                render={({ field }) => (
                  <SpecialtySelect
                    specialties={specialties}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    required={need.specialtiesRequired}
                    error={fieldText(de?.specialtyIds?.message, { min: 1 })}
                  />
                )}
              />
            </Grid>
          )}
          {need.cpfAndBirthDate && (
            <>
              <MaskedField name="doctor.cpf" mask="cpf" label={t('signup.cpf')} testId="signup-cpf" />
              <MaskedField
                name="doctor.birthDate"
                mask="date"
                label={t('signup.birthDate')}
                placeholder={t('signup.datePlaceholder')}
                autoComplete="bday"
                testId="signup-birth-date"
              />
            </>
          )}
        </Grid>

        {need.workInstitutions && (
          <Controller
            control={form.control}
            name="doctor.workInstitutions"
            render={({ field }) => (
              <WorkInstitutionsFields
                value={field.value ?? ['']}
                onChange={field.onChange}
                required
                error={Array.isArray(de?.workInstitutions) ? undefined : fieldText(de?.workInstitutions?.message)}
                rowErrors={workRowErrors}
              />
            )}
          />
        )}

        {withAddress && <AddressBlock name="address" title={t('signup.addressOptional')} />}

        {!userExists && <SignupPasswordFields />}

        <Controller
          control={form.control}
          name="recaptchaValue"
          render={({ field }) => (
            <Captcha value={field.value || null} onChange={(token) => field.onChange(token ?? '')} error={fieldText(errors.recaptchaValue?.message)} />
          )}
        />

        <Controller
          control={form.control}
          name="acceptedPolicyIds"
          render={({ field }) => (
            <PolicyCheckboxes
              policies={policies}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldText(errors.acceptedPolicyIds?.message)}
            />
          )}
        />

        {need.requestVisit && (
          <Controller
            control={form.control}
            name="requestVisit"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('signup.requestVisit')}
              />
            )}
          />
        )}

        {Object.keys(errors).length > 0 && form.formState.isSubmitted && (
          <Typography role="alert" color="error" variant="body2">{t('signup.fixErrors')}</Typography>
        )}

        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" onClick={onBack} disabled={busy} data-testid="signup-back">
            {t('common.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="signup-register">
            {t(busy ? 'common.sending' : 'common.register')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
