import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  signupRequirements, type DoctorLookup, type DoctorSearchFormValues, type DoctorSearchInput, type ErrorCode, type PublicProgram,
  type SignupRequest,
} from '@portal/domain';
import { CrmSearchForm } from '@/components/crm-search-form.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError, type ApiErrorOptions } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSearchDoctorForSignup } from '../api/search-doctor.ts';
import { usePublicPolicies } from '../api/get-public-policies.ts';
import { useSpecialties } from '../api/get-specialties.ts';
import { useSendCode } from '../api/send-code.ts';
import { useSignup } from '../api/signup.ts';
import { CodeDialog } from './code-dialog.tsx';
import { SignupForm } from './signup-form.tsx';
import { LoginLinkMessage } from './signup-errors.tsx';
import { SignupSuccess } from './signup-success.tsx';
import type { ServerFieldErrors, SignupFormOutput, SignupFormValues } from './signup-values.ts';

type SignupStep = 0 | 1 | 2 | 3;

/** The API names the phone `destination` (send code) and nests the signup user under `user.`. */
const formPath = (serverField: string): string => serverField.replace(/^user\./, '').replace(/^destination$/, 'phone');

function toSignupUser(values: SignupFormOutput, userExists: boolean): SignupRequest['user'] {
  const { confirmEmail: _e, confirmPassword: _p, recaptchaValue: _r, password, name, ...user } = values;
  // Spec §7: the request carries the approved flag, always false — approval is the programme's to give.
  return { ...user, approved: false, ...(userExists ? {} : { name: name ?? undefined, password: password ?? undefined }) };
}

/** Spec §2 signup steps 0 to 3 for one programme. */
export function SignupFlow({ program }: { program: PublicProgram }) {
  const { t } = useTranslation();
  const loginHref = paths.login.href({}, { [PROGRAM_QUERY_PARAM]: program.slug ?? undefined });
  const [step, setStep] = useState<SignupStep>(0);
  const [lookup, setLookup] = useState<DoctorLookup | null>(null);
  const [searchError, setSearchError] = useState<ReactNode>(null);
  const [pending, setPending] = useState<SignupFormOutput | null>(null);
  const [resendAt, setResendAt] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ReactNode>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors | undefined>();
  // The form lives below the flow, which learns the server's field errors: they reach it as a prop.
  const setFieldError = useCallback<UseFormSetError<SignupFormValues>>((name, error) => {
    setServerErrors((all) => ({ ...all, [formPath(name)]: error.message ?? '' }));
  }, []);
  const loginLink = (errorCode: ErrorCode) => <LoginLinkMessage messageKey={`err.${errorCode}`} loginHref={loginHref} />;

  const need = signupRequirements(program);
  const search = useSearchDoctorForSignup();
  const sendCode = useSendCode();
  const signup = useSignup();
  const policies = usePublicPolicies(program.id);
  const specialties = useSpecialties(program.id, need.specialties);

  const searchErrors: ApiErrorOptions<DoctorSearchFormValues> = {
    fallback: 'err.failedToSearchDoctor',
    codes: {
      doctorExists: { toast: false, then: () => setSearchError(loginLink('doctorExists')) },
      invalidCRM: { toast: 'info', message: program.customMessageInvalidCRM ?? 'err.invalidCRM' },
    },
  };
  const onSearch = async (input: DoctorSearchInput) => {
    setSearchError(null);
    const found = await search.mutateAsync({ ...input, programId: program.id });
    setLookup(found);
    setServerErrors(undefined);
    setStep(1);
  };

  const showSendError = useApiError(setFieldError, {
    fallback: 'err.failedToSendCode',
    codes: {
      recaptchaRequired: { field: 'recaptchaValue', message: 'validation.recaptchaRequired', toast: false },
      codeResendTooSoon: { toast: 'warning' },
      tooManyRequests: { toast: 'warning' },
    },
  });

  const requestCode = async (values: SignupFormOutput, resend: boolean) => {
    try {
      const answer = await sendCode.mutateAsync({ type: 'SMS', destination: values.phone, recaptchaValue: values.recaptchaValue });
      setResendAt(answer.resendAt);
      if (resend) toast(t('msg.successToSendCode'), 'success');
      return true;
    } catch (error) {
      // A code sent less than a minute ago (a retry, a reload, a second tab) that can still be typed:
      // the code step opens with the wait the API gives counting down on its resend button.
      if (error instanceof ApiError && error.code === 'codeResendTooSoon' && error.codeValid !== false) {
        const waitSeconds = error.retryAfterSeconds ?? 0;
        setResendAt(new Date(Date.now() + waitSeconds * 1000).toISOString());
        if (resend || pending?.phone === values.phone) toast(t('msg.codeResendIn', { seconds: waitSeconds }), 'warning');
        return true;
      }
      if (error instanceof ApiError && error.code === 'codeResendTooSoon' && error.retryAfterSeconds) {
        // The code sent before is spent: say how long until a new one.
        toast(t('msg.codeResendIn', { seconds: error.retryAfterSeconds }), 'warning');
      } else {
        showSendError(error);
      }
      return false;
    }
  };

  const onRegister = async (values: SignupFormOutput) => {
    setServerErrors(undefined);
    if (await requestCode(values, false)) {
      setPending(values);
      setCode('');
      setCodeError(null);
      setStep(2);
    }
  };

  const backToForm = () => {
    setCode('');
    setCodeError(null);
    setStep(1);
  };

  // The code dialog says what went wrong in its own alert; wrong fields send the user back to the form.
  const showSignupError = useApiError(setFieldError, {
    fallback: 'err.failedToSignup',
    show: (message) => {
      setCode('');
      setCodeError(message);
    },
    codes: {
      emailAlreadyRegistered: { toast: false, then: () => setCodeError(loginLink('emailAlreadyRegistered')) },
      doctorExists: { toast: false, then: () => setCodeError(loginLink('doctorExists')) },
      validation: { toast: 'error', then: backToForm },
      // Said in their own words in the dialog; anything else is the generic failure.
      invalidCode: {},
      codeExpired: {},
      codeAttemptsExceeded: {},
      specialtyNotFound: {},
      policiesMustBeAccepted: {},
      phoneDoesNotMatch: {},
      // Kept as the generic failure it has always shown (a conflict would otherwise say its own message).
      cpfAlreadyInUse: { message: 'err.failedToSignup' },
      // The medical council's refusal, said with the CRM and its status as the API words it.
      crmNotFound: { toast: false, then: (e) => setCodeError(e.message) },
      crmNotActive: { toast: false, then: (e) => setCodeError(e.message) },
      crmNameMismatch: { toast: false, then: (e) => setCodeError(e.message) },
    },
  });
  const onSubmitCode = async (typed: string) => {
    if (!pending || !lookup || signup.isPending) return;
    setCodeError(null);
    try {
      await signup.mutateAsync({ code: typed, type: 'SMS', programId: program.id, user: toSignupUser(pending, lookup.userExists) });
      setStep(3);
    } catch (error) {
      showSignupError(error);
    }
  };

  const backToSearch = () => {
    setCode('');
    setPending(null);
    setStep(0);
  };

  const formReady = !policies.isPending && (!need.specialties || !specialties.isPending);

  return (
    <Box>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {(['search', 'form', 'code', 'done'] as const).map((key) => (
          <Step key={key} completed={step > ['search', 'form', 'code', 'done'].indexOf(key) || step === 3}>
            <StepLabel>{t(`signup.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <Box>
          {searchError && <Alert severity="warning" sx={{ mb: 2 }} data-testid="search-error">{searchError}</Alert>}
          <CrmSearchForm onSearch={onSearch} apiErrors={searchErrors} busy={search.isPending} defaultValues={lookup ? { crm: lookup.doctor.crm, uf: lookup.doctor.uf as DoctorSearchInput['uf'] } : undefined} />
        </Box>
      )}
      {(step === 1 || step === 2) && lookup && !formReady && <CircularProgress aria-label={t('common.loading')} />}
      {(step === 1 || step === 2) && lookup && formReady && (
        <>
          {policies.isError && <Alert severity="error" sx={{ mb: 2 }}>{t('err.failedToLoadPolicies')}</Alert>}
          <SignupForm
            program={program}
            lookup={lookup}
            policies={policies.data ?? []}
            specialties={specialties.data ?? []}
            busy={sendCode.isPending}
            serverErrors={serverErrors}
            onBack={backToSearch}
            onRegister={onRegister}
          />
          <CodeDialog
            open={step === 2}
            phone={pending?.phone ?? ''}
            code={code}
            onCodeChange={(next) => {
              setCode(next);
              if (codeError) setCodeError(null);
            }}
            onSubmit={(typed) => void onSubmitCode(typed)}
            resendAt={resendAt}
            onResend={() => void (pending && requestCode(pending, true))}
            onBack={backToForm}
            busy={signup.isPending}
            resending={sendCode.isPending}
            error={codeError}
          />
        </>
      )}
      {step === 3 && <SignupSuccess loginHref={loginHref} />}
    </Box>
  );
}
