import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { i18n, loadFullCatalogue } from '@/lib/i18n/index.ts';
import { routeByKey, splitWorkInstitutions, type PublicProgram, type SessionUser } from '@portal/domain';
import { WORK_INSTITUTIONS_UPDATED_EVENT } from '@/components/work-institutions/update-work-institutions.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';

/** The router state flag the profile page reads to highlight the work-institutions section. */
export const WORK_INSTITUTIONS_REQUIRED_FLAG = 'workInstitutionsRequired';

export const needsWorkInstitutions = (user: SessionUser, program: PublicProgram | undefined): boolean =>
  user.type === 'DOCTOR' && Boolean(program?.requireWorkInstitutionsDuringSignup) && splitWorkInstitutions(user.doctor?.workInstitutions).length === 0;

/**
 * Spec §2: a doctor without the work institutions their programme requires is sent to profile
 * edit with a toast; the session is re-read when the work-institutions-updated event fires.
 */
export function useWorkInstitutionsGuard(user: SessionUser, program: PublicProgram | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const profilePath = routeByKey('profile').path;
  const blocked = needsWorkInstitutions(user, program);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    window.addEventListener(WORK_INSTITUTIONS_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(WORK_INSTITUTIONS_UPDATED_EVENT, refresh);
  }, [queryClient]);

  useEffect(() => {
    if (!blocked || location.pathname === profilePath) return;
    void navigate(profilePath, { replace: true, state: { [WORK_INSTITUTIONS_REQUIRED_FLAG]: true } });
    // The frame may have painted with the shell's texts alone; the toast comes with the profile
    // screen, which waits for the whole catalogue too.
    void loadFullCatalogue().then(() => toast(i18n.t('msg.workInstitutionsRequired'), 'warning'), () => undefined);
  }, [blocked, location.pathname, profilePath, navigate]);
}
