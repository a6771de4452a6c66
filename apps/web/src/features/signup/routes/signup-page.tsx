import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ProgramChooserDialog } from '@/components/program-chooser-dialog.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';
import { PROGRAM_QUERY_PARAM } from '@/config/paths.ts';
import { useProgramBySlug } from '@/lib/programs/get-program-by-slug.ts';
import { SignupFlow } from '../components/signup-flow.tsx';

/** /signup?program=SLUG (spec §2): without a known programme the chooser opens and cannot be closed. */
export function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get(PROGRAM_QUERY_PARAM);
  const program = useProgramBySlug(slug);
  const chooserOpen = !slug || program.isError;

  return (
    <PublicLayout>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            {program.data?.logoUrl && (
              <img src={program.data.logoUrl} alt="" width={180} height={60} style={{ objectFit: 'contain', maxWidth: '100%' }} />
            )}
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>{t('signup.title')}</Typography>
            {program.data && <Typography color="text.secondary">{program.data.name}</Typography>}
          </Box>
          {slug && program.isPending && <CircularProgress aria-label={t('common.loading')} />}
          {program.data && <SignupFlow key={program.data.id} program={program.data} />}
        </CardContent>
      </Card>
      <ProgramChooserDialog open={chooserOpen} mode="signup" />
    </PublicLayout>
  );
}
