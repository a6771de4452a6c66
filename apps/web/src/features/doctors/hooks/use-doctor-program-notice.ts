import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { useMarkProgramNoticeSeen, useProgramNoticeQuery } from '../api/program-notice.ts';

/**
 * Spec §8 `err.tevaDoctorNotice`: the info toast the doctors of one configured programme see once,
 * where they request exams. The server decides who is due it and remembers, per user, that it was
 * shown; other doctors and staff never see it.
 */
export function useDoctorProgramNotice(): void {
  const { t } = useTranslation();
  const { user } = useSession();
  const isDoctor = user?.type === 'DOCTOR';
  const notice = useProgramNoticeQuery(user?.programId ?? 0, isDoctor);
  const markSeen = useMarkProgramNoticeSeen();
  const shown = useRef(false);
  const due = notice.data?.show === true;

  useEffect(() => {
    if (!due || shown.current) return;
    shown.current = true;
    toast(t('err.tevaDoctorNotice'), 'info');
    markSeen.mutate();
  }, [due, t, markSeen]);
}

/** The notice as an element, for screens that prefer to mount it: `<DoctorProgramNotice />`. */
export function DoctorProgramNotice(): null {
  useDoctorProgramNotice();
  return null;
}
