import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { loadFullCatalogue, useTranslation } from '@/lib/i18n/index.ts';
import type { LinkProgram, PatientCheck } from '@portal/domain';
import { PublicLayout } from '@/components/public-layout.tsx';
import { useLinkProgram } from '../api/link-program.ts';
import { ConsentTermDialog } from '../components/consent-term-dialog.tsx';
import { StepChoose, type Intent } from '../components/step-choose.tsx';

/**
 * Each later step is its own chunk, fetched when the step is reached: the page's heading (its
 * largest paint) does not wait for the forms (react-hook-form, zod), the pharmacy finder or the
 * privacy centre, and a visitor who only confirms never loads the others. The forms and the
 * privacy centre bring the full catalogue (enum labels, every validation and error text).
 */
const withFullCatalogue = <T,>(load: Promise<T>) => Promise.all([load, loadFullCatalogue()]).then(([m]) => m);
const StepCpf = lazy(() => withFullCatalogue(import('../components/step-cpf.tsx')).then((m) => ({ default: m.StepCpf })));
const StepData = lazy(() => withFullCatalogue(import('../components/step-data.tsx')).then((m) => ({ default: m.StepData })));
const PrivacyCentre = lazy(() => withFullCatalogue(import('../components/privacy-centre.tsx')).then((m) => ({ default: m.PrivacyCentre })));
/** A benefits programme opens here: it shows only the public catalogue's sections. */
const StepPharmacies = lazy(() => import('../components/step-pharmacies.tsx').then((m) => ({ default: m.StepPharmacies })));

/** For the app's boot on /p/{code} (app/lazy-pages.ts `preloadScreenOf`). */
export { startLinkProgramEarly } from '../api/link-program.ts';

type Step = 0 | 1 | 2 | 3 | 'privacy';

/** The step before each one, for Back (spec §2: back goes one step). */
const PREVIOUS: Record<Step, Step> = { 0: 0, 1: 0, 2: 1, 3: 0, privacy: 0 };

/**
 * /p/:code, always public (spec §2 Patient confirmation): 0 choose, 1 CPF, 2 data and consents,
 * 3 pharmacies; the privacy centre after the CPF check. With the benefits module the page opens on
 * step 3 with the consent term.
 */
export function PatientConfirmationPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const program = useLinkProgram(code);
  if (!code || program.isError) {
    return <Frame><Alert severity="error" data-testid="link-invalid">{t('patientLink.invalidToken')}</Alert></Frame>;
  }
  if (!program.data) return <Frame><CircularProgress aria-label={t('common.loading')} /></Frame>;
  return <Frame program={program.data}><Steps code={code} program={program.data} /></Frame>;
}

function Steps({ code, program }: { code: string; program: LinkProgram }) {
  const benefits = program.modules.includes('doctorBenefits');
  const [step, setStep] = useState<Step>(benefits ? 3 : 0);
  const [termOpen, setTermOpen] = useState(benefits && Boolean(program.consentTerm));
  const [intent, setIntent] = useState<Intent>('confirm');
  const [session, setSession] = useState<PatientCheck | null>(null);
  const [notice, setNotice] = useState<string>();
  const { t } = useTranslation();
  const back = () => setStep(PREVIOUS[step]);

  const toCpf = (next: Intent) => {
    setIntent(next);
    if (next === 'privacy' && session) setStep('privacy');
    else setStep(1);
  };
  const onChecked = (check: PatientCheck) => {
    setSession(check);
    setNotice(undefined);
    setStep(intent === 'privacy' ? 'privacy' : 2);
  };
  const expired = useCallback(() => {
    setSession(null);
    setNotice(t('patientLink.sessionExpired'));
    setIntent('privacy');
    setStep(1);
  }, [t]);
  // The token is short-lived: past its expiry the privacy centre asks for the CPF again.
  useEffect(() => {
    if (!session) return undefined;
    const timer = setTimeout(expired, Math.max(0, new Date(session.expiresAt).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [session, expired]);

  return (
    <>
      <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
      {step === 0 && <StepChoose onCpf={toCpf} onPharmacies={() => setStep(3)} />}
      {step === 1 && <StepCpf code={code} onChecked={onChecked} onBack={back} notice={notice} />}
      {step === 2 && session && <StepData code={code} token={session.token} patient={session.patient} program={program} onConfirmed={() => setStep(3)} onBack={back} />}
      {step === 3 && <StepPharmacies code={code} onBack={back} onPrivacy={() => toCpf('privacy')} />}
      {step === 'privacy' && session && <PrivacyCentre code={code} token={session.token} onExpired={expired} onBack={back} />}
      </Suspense>
      {program.consentTerm && (
        <ConsentTermDialog open={termOpen} term={program.consentTerm} version={program.termVersion} onClose={() => setTermOpen(false)} />
      )}
    </>
  );
}

function Frame({ program, children }: { program?: LinkProgram; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
            {program?.logoUrl && <Box component="img" src={program.logoUrl} alt="" width={120} height={40} sx={{ objectFit: 'contain', objectPosition: 'left' }} />}
            <div>
              <Typography variant="h5" component="h1">{t('patientLink.title')}</Typography>
              {program && <Typography color="text.secondary">{program.name}</Typography>}
            </div>
          </Box>
          {children}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
