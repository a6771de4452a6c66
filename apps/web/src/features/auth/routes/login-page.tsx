import { memo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicProgram } from '@portal/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { ProgramChooser } from '@/components/program-chooser.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { RETURN_QUERY_PARAM, safeReturnPath } from '@/lib/auth/return-to.ts';
import { storeSelectedProgramId } from '@/lib/auth/selected-program.ts';
import { sessionQueryOptions } from '@/lib/auth/session.ts';
import { useProgramBySlug } from '@/lib/programs/get-program-by-slug.ts';
import { type CurrentProgram, isProgramLoading, useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { awaitsData, useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { LoginForm } from '../components/login-form.tsx';

/**
 * Spec §2 /login?program=SLUG; without a programme the chooser opens first. The programme's first
 * answer mounts the form: it renders in a deferred pass, in slices, and the card below is memoised
 * so the store's synchronous update re-renders nothing but this (decision 0038).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const slug = params.get(PROGRAM_QUERY_PARAM);
  const bySlug = useDeferredArrival(useProgramBySlug(slug), awaitsData);
  const fallback = useDeferredArrival(useCurrentProgram(), isProgramLoading);
  const returnTo = safeReturnPath(params.get(RETURN_QUERY_PARAM));
  return <LoginCard slug={slug} bySlug={bySlug} fallback={fallback} returnTo={returnTo} />;
}

/** The logo's box and the form's height (two fields, the button, their gaps), held while the programme loads. */
const LOGO = { width: 180, height: 60 } as const;
const FORM_HEIGHT = 186;

interface LoginCardProps {
  slug: string | null;
  bySlug: UseQueryResult<PublicProgram>;
  fallback: CurrentProgram;
  /** The page to return to once signed in (a session that expired there), already checked as same-origin. */
  returnTo: string | null;
}

const LoginCard = memo(function LoginCard({ slug, bySlug, fallback, returnTo }: LoginCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chooserDismissed, setChooserDismissed] = useState(false);
  const [chooserRequested, setChooserRequested] = useState(false);

  // Back from an expired session, the programme kept in this browser is the one to sign in to again.
  const chooserOpen = chooserRequested || ((!slug ? !returnTo : bySlug.isError) && !chooserDismissed);
  const closeChooser = () => {
    setChooserDismissed(true);
    setChooserRequested(false);
  };
  // The programme the address names, once it answers; never another's logo and name meanwhile.
  const program = slug && !bySlug.isError ? bySlug.data : chooserOpen ? undefined : fallback.program;
  const loading = slug ? bySlug.isPending : !chooserOpen && fallback.isLoading;
  // A programme named in the address will show its logo and name: their place is kept meanwhile.
  const awaitingNamed = loading && Boolean(slug);

  const onSuccess = async () => {
    if (!program) return;
    storeSelectedProgramId(program.id);
    await queryClient.query({ ...sessionQueryOptions, staleTime: 0 });
    await navigate(returnTo ?? paths.home.href(), { replace: true });
  };

  return (
    <PublicLayout maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Box sx={{ textAlign: 'center' }}>
              {program?.logoUrl ? (
                <img src={program.logoUrl} alt="" {...LOGO} style={{ objectFit: 'contain', maxWidth: '100%', display: 'block', margin: '0 auto' }} />
              ) : awaitingNamed && <Box sx={{ height: LOGO.height }} />}
              <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
                {t('auth.title')}
              </Typography>
              {program ? <Typography color="text.secondary">{program.name}</Typography> : awaitingNamed && <Typography aria-hidden>&nbsp;</Typography>}
            </Box>
            {loading && <LoadingScreen minHeight={FORM_HEIGHT} />}
            {!loading && program && <LoginForm key={program.id} program={program} onSuccess={onSuccess} />}
            {!loading && !program && !chooserOpen && <Typography>{t('auth.chooseProgramFirst')}</Typography>}
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={paths.recoverLogin.href({}, { [PROGRAM_QUERY_PARAM]: program?.slug ?? undefined })}>
                {t('auth.forgotLogin')}
              </Link>
              <Link component={RouterLink} to={paths.forgotPassword.href({}, { [PROGRAM_QUERY_PARAM]: program?.slug ?? undefined })} data-testid="forgot-password-link">
                {t('common.forgotPassword')}
              </Link>
              <Link component={RouterLink} to={paths.signup.href({}, { [PROGRAM_QUERY_PARAM]: program?.slug ?? undefined })}>
                {t('common.signup')}
              </Link>
            </Box>
            {!chooserOpen && (
              <Button variant="text" onClick={() => setChooserRequested(true)}>
                {t('auth.changeProgram')}
              </Button>
            )}
        </Box>
      </Paper>
      <ProgramChooser open={chooserOpen} mode="login" onClose={closeChooser} />
    </PublicLayout>
  );
});
