import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ProgramChooser } from '@/components/program-chooser.tsx';
import type { ChooserMode } from '@/components/program-chooser-dialog.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';
import { LandingSteps } from '../components/landing-steps.tsx';

/** Spec §2 "/" for visitors: hero, how it works, four steps, and the programme chooser. */
export function LandingPage() {
  const { t } = useTranslation();
  const [chooser, setChooser] = useState<ChooserMode | null>(null);
  return (
    <PublicLayout maxWidth="lg">
      <Stack spacing={6}>
        <Box component="section" aria-labelledby="landing-hero-title" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
          <Typography id="landing-hero-title" variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {t('landing.heroTitle')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 720, mx: 'auto', mb: 4 }}>
            {t('landing.heroText')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" size="large" onClick={() => setChooser('login')} data-testid="landing-login">
              {t('common.login')}
            </Button>
            <Button variant="outlined" size="large" onClick={() => setChooser('signup')} data-testid="landing-signup">
              {t('common.signup')}
            </Button>
          </Stack>
        </Box>
        <Box component="section" aria-labelledby="landing-how-title">
          <Typography id="landing-how-title" variant="h4" component="h2" gutterBottom>
            {t('landing.howItWorksTitle')}
          </Typography>
          <Typography color="text.secondary">{t('landing.howItWorksText')}</Typography>
        </Box>
        <LandingSteps />
      </Stack>
      <ProgramChooser open={chooser !== null} mode={chooser ?? 'login'} onClose={() => setChooser(null)} />
    </PublicLayout>
  );
}
