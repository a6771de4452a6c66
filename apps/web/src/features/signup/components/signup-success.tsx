import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';

/** Spec §2 signup step 3: the success card with a link to login. */
export function SignupSuccess({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-testid="signup-success">
      <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2">{t('signup.successTitle')}</Typography>
      <Typography color="text.secondary">{t('signup.successText')}</Typography>
      <Button variant="contained" component={RouterLink} to={loginHref} data-testid="signup-go-login">
        {t('signup.goToLogin')}
      </Button>
    </Stack>
  );
}
