import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { LinkProgram } from '@portal/domain';
import { PublicLayout } from '@/components/public-layout.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

/**
 * The patient's link around each step: the page's title, and the programme's logo and name once
 * it has answered. Without a programme it is also what the link's address paints before its
 * scripts run (app/first-paint).
 */
export function LinkFrame({ program, children }: { program?: LinkProgram; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {/* The logo follows the title, at its right or under it on a phone: the title stays where the
              first paint put it whether the programme has a logo or not. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
            <div>
              <Typography variant="h5" component="h1">{t('patientLink.title')}</Typography>
              {program && <Typography color="text.secondary">{program.name}</Typography>}
            </div>
            {program?.logoUrl && <Box component="img" src={program.logoUrl} alt="" width={120} height={40} sx={{ objectFit: 'contain', objectPosition: 'right', ml: 'auto' }} />}
          </Box>
          {children}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}

/** The link while its programme has not answered. */
export function LinkFrameLoading() {
  const { t } = useTranslation();
  return <LinkFrame><CircularProgress aria-label={t('common.loading')} /></LinkFrame>;
}
