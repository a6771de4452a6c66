import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useDocumentTitle } from '@/lib/a11y/document-title.tsx';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { PublicLayout } from '@/components/public-layout.tsx';
import { paths } from '@/config/paths.ts';
import { unblockLines } from './login-error-alert.tsx';

/**
 * Spec §2: an unapproved doctor sees only this screen, with a logout button; it says how long the
 * analysis takes and whom to call (the programme's phone lines, as the blocked-login message lists them).
 */
export function PendingApproval() {
  const { t } = useTranslation();
  const { program } = useCurrentProgram();
  useDocumentTitle(t('pendingDoctor.title'), program?.name);
  const phones = unblockLines(program?.unblockPhones ?? null);
  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined" data-testid="pending-approval">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <HourglassTopIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h5" component="h1">{t('pendingDoctor.title')}</Typography>
            <Typography>{t('msg.pendingApproval')}</Typography>
            <Typography data-testid="pending-timeframe">{t('pendingDoctor.timeframe')}</Typography>
            {phones.length > 0 ? (
              <div data-testid="pending-contact">
                <Typography>{t('pendingDoctor.contactTitle', { program: program?.name ?? '' })}</Typography>
                <ul style={{ margin: '0.5rem 0 0', padding: 0, listStyle: 'none' }}>
                  {phones.map((line) => <li key={line}><Typography component="span" sx={{ fontWeight: 500 }}>{line}</Typography></li>)}
                </ul>
              </div>
            ) : (
              <Typography data-testid="pending-contact">{t('pendingDoctor.noContact')}</Typography>
            )}
            <Button variant="contained" component={RouterLink} to={paths.logout.href()} data-testid="pending-logout">
              {t('common.logout')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
