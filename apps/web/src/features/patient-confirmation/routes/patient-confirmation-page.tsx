import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useParams } from 'react-router';
import { useTranslation, withFullCatalogue } from '@/lib/i18n/index.ts';
import type { LinkProgram, PatientCheck } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { useLinkProgram } from '../api/link-program.ts';
import { LinkError } from '../components/link-error.tsx';
import { LinkFrame, LinkFrameLoading } from '../components/link-frame.tsx';

/**
 * Each step is its own chunk, fetched when the step is reached: the page's heading (its largest
 * paint) does not wait for the forms (react-hook-form, zod), the pharmacy finder or the privacy
 * centre, and a visitor who only confirms never loads the last two. The forms and the privacy
 * centre bring the full catalogue (enum labels, every validation and error text).
 */
/**
 * The first step shows only the public catalogue's texts and validates without a form library, and
 * the app's boot fetches it beside this page (app/lazy-pages.ts): the link's first screen is usable
 * once the programme answers.
 */
const StepCpf = lazy(() => import('../components/step-cpf.tsx').then((m) => ({ default: m.StepCpf })));
const StepData = lazy(() => withFullCatalogue(import('../components/step-data.tsx')).then((m) => ({ default: m.StepData })));
const PrivacyCentre = lazy(() => withFullCatalogue(import('../components/privacy-centre.tsx')).then((m) => ({ default: m.PrivacyCentre })));
/** The map and the adverse-event form come only after the confirmation. */
const StepPharmacies = lazy(() => import('../components/step-pharmacies.tsx').then((m) => ({ default: m.StepPharmacies })));

/** For the app's boot on /p/{code} (app/lazy-pages.ts `preloadScreenOf`). */
export { startLinkProgramEarly } from '../api/link-program.ts';

type Step = 'cpf' | 'data' | 'pharmacies' | 'privacy';
type Intent = 'confirm' | 'privacy';

/** The step before each one, for Back (spec §2: back goes one step); the privacy centre returns where it was opened. */
const PREVIOUS: Record<Exclude<Step, 'privacy'>, Step> = { cpf: 'cpf', data: 'cpf', pharmacies: 'data' };

/**
 * /p/:code, always public (spec §2 Patient confirmation). The SMS says "Confirme seu cadastro", so
 * the link opens on the confirmation's first step, the CPF, with the terms readable there; then
 * the data and consents; the pharmacy finder after the confirmation; the privacy centre from
 * either once the CPF is checked. (A deviation from the spec's step 0 and its benefits jump to the
 * pharmacies, recorded in decision 0053.)
 */
export function PatientConfirmationPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const program = useLinkProgram(code);
  if (!code) return <LinkFrame><Alert severity="error" data-testid="link-invalid">{t('patientLink.invalidToken')}</Alert></LinkFrame>;
  if (program.isError) {
    const notFound = program.error instanceof ApiError && program.error.status === 404;
    return <LinkFrame><LinkError problem={notFound ? 'notFound' : 'loadFailed'} onRetry={() => void program.refetch()} /></LinkFrame>;
  }
  if (!program.data) return <LinkFrameLoading />;
  if (program.data.expired) return <LinkFrame program={program.data}><LinkError problem="expired" program={program.data} /></LinkFrame>;
  return <LinkFrame program={program.data}><Steps code={code} program={program.data} /></LinkFrame>;
}

function Steps({ code, program }: { code: string; program: LinkProgram }) {
  const [step, setStep] = useState<Step>('cpf');
  const [privacyFrom, setPrivacyFrom] = useState<Step>('data');
  const [intent, setIntent] = useState<Intent>('confirm');
  const [session, setSession] = useState<PatientCheck | null>(null);
  const [notice, setNotice] = useState<string>();
  const { t } = useTranslation();
  const back = () => setStep(step === 'privacy' ? privacyFrom : PREVIOUS[step]);

  const toPrivacy = () => {
    setPrivacyFrom(step);
    setStep('privacy');
  };
  const onChecked = (check: PatientCheck) => {
    setSession(check);
    setNotice(undefined);
    setStep(intent === 'privacy' ? 'privacy' : 'data');
    setIntent('confirm');
  };
  const expired = useCallback(() => {
    setSession(null);
    setNotice(t('patientLink.sessionExpired'));
    setIntent('privacy');
    setStep('cpf');
  }, [t]);
  // The token is short-lived: past its expiry the page asks for the CPF again.
  useEffect(() => {
    if (!session) return undefined;
    const timer = setTimeout(expired, Math.max(0, new Date(session.expiresAt).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [session, expired]);

  return (
    <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
      {step === 'cpf' && <StepCpf code={code} program={program} onChecked={onChecked} notice={notice} />}
      {step === 'data' && session && (
        <StepData code={code} token={session.token} patient={session.patient} confirmedAt={session.confirmedAt} program={program}
          onConfirmed={(patient) => { setSession({ ...session, patient, confirmedAt: session.confirmedAt ?? new Date().toISOString() }); setStep('pharmacies'); }}
          onPharmacies={() => setStep('pharmacies')} onPrivacy={toPrivacy} onBack={back} />
      )}
      {step === 'pharmacies' && <StepPharmacies code={code} onBack={back} onPrivacy={toPrivacy} />}
      {step === 'privacy' && session && (
        <PrivacyCentre code={code} token={session.token} program={program} onExpired={expired} onBack={back}
          onRevoked={(patch) => setSession({ ...session, patient: { ...session.patient, ...patch } })} />
      )}
    </Suspense>
  );
}
