import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PublicLayout } from '@/components/public-layout.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';

/**
 * /confirm-email?token=&email=: the page the link sent to a new login e-mail opens (decision 0040).
 * Confirming makes it the login and ends every session, so the user signs in again with it.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const mutation = useConfirmEmailChange();
  const refused = !token || !email || (mutation.error instanceof ApiError && mutation.error.status === 400);
  const taken = mutation.error instanceof ApiError && mutation.error.code === 'emailAlreadyInUse';

  const confirm = async () => {
    try {
      await mutation.mutateAsync({ token, email });
    } catch {
      return;
    }
    toast(t('msg.emailChangeConfirmed'), 'success');
    queryClient.clear();
    await navigate(paths.login.href(), { replace: true });
  };

  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">{t('account.confirmEmailTitle')}</Typography>
            {refused && <Alert severity="error" data-testid="confirm-email-refused">{t('err.invalidEmailChangeLink')}</Alert>}
            {taken && <Alert severity="warning">{t('err.emailAlreadyInUse')}</Alert>}
            {!refused && <Typography>{t('account.confirmEmailText', { email })}</Typography>}
            <Button variant="contained" disabled={refused || mutation.isPending} onClick={() => void confirm()} data-testid="confirm-email-save">
              {t(mutation.isPending ? 'common.sending' : 'account.confirmEmailAction')}
            </Button>
            <Link component={RouterLink} to={paths.login.href()}>{t('passwordLinks.backToLogin')}</Link>
          </Stack>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
