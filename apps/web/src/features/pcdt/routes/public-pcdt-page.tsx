import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public-layout.tsx';
import { paths } from '@/config/paths.ts';

/** /pcdt for visitors: the protocols are the programme's, so signing in shows them. */
export function PublicPcdtPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Stack spacing={2} sx={{ py: 4, maxWidth: 720 }}>
        <Typography variant="h4" component="h1">{t('pcdt.title')}</Typography>
        <Typography>{t('pcdt.signInToView')}</Typography>
        <div>
          <Button variant="contained" component={RouterLink} to={paths.login.href()}>{t('common.login')}</Button>
        </div>
      </Stack>
    </PublicLayout>
  );
}
