import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PublicLayout } from '@/components/public-layout.tsx';
import { paths } from '@/config/paths.ts';

/** Spec §2: an unapproved doctor sees only this screen, with a logout button. */
export function PendingApproval() {
  const { t } = useTranslation();
  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined" data-testid="pending-approval">
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <HourglassTopIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h5" component="h1">
              {t('pending.title')}
            </Typography>
            <Typography>{t('msg.pendingApproval')}</Typography>
            <Button variant="contained" component={RouterLink} to={paths.logout.href()}>
              {t('common.logout')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
