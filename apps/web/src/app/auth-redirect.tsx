import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { paths } from '@/config/paths.ts';

/**
 * Spec §2/§8: an answer that ends the session (401) sends the browser to /login with a toast. A 403
 * refuses only that call: the screen says so in place and the session goes on.
 */
export function AuthRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.setQueryData(sessionQueryKey, null);
        toast(t('err.unauthorized'), 'error');
        void navigate(paths.login.href(), { replace: true });
      }),
    [navigate, queryClient, t],
  );
  return null;
}
