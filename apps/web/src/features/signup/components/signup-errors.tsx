import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';

/** An error text that is itself the link to login ('... clique aqui para se logar'). */
export function LoginLinkMessage({ messageKey, loginHref }: { messageKey: string; loginHref: string }) {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={loginHref} color="inherit" underline="always" data-testid="login-link-message">
      {t(messageKey)}
    </Link>
  );
}
