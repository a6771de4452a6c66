import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import type { PublicProgram, SessionUser } from '@portal/domain';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { currentPath, loginHrefReturningTo } from '@/lib/auth/return-to.ts';
import { programsQueryKey } from '@/lib/programs/get-programs.ts';

/**
 * Spec §2/§8: an answer that ends the session (401) sends the browser to /login with a toast, naming
 * the programme and the page it was on, where signing in again returns. A 403 refuses only that
 * call: the screen says so in place and the session goes on (decision 0075).
 */
export function AuthRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const programId = queryClient.getQueryData<SessionUser | null>(sessionQueryKey)?.programId;
        const program = queryClient.getQueryData<PublicProgram[]>(programsQueryKey)?.find((p) => p.id === programId);
        const returnTo = currentPath();
        queryClient.setQueryData(sessionQueryKey, null);
        toast(t('err.unauthorized'), 'error');
        void navigate(loginHrefReturningTo(returnTo, program), { replace: true });
      }),
    [navigate, queryClient, t],
  );
  return null;
}
