import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/auth/session.ts';
import { useMarkProgramNoticeSeen, useProgramNoticeQuery } from '../api/program-notice.ts';

/**
 * Spec §8 `err.tevaDoctorNotice`: the notice the doctors of one configured programme see once,
 * where they request exams. The server decides who is due it and remembers, per user, that it was
 * shown; other doctors and staff never see it. True while the screen should show it (from the
 * moment it is due until the screen is left or the notice closed), so it stays once marked seen.
 */
export function useDoctorProgramNotice(): { shown: boolean; close: () => void } {
  const { user } = useSession();
  const isDoctor = user?.type === 'DOCTOR';
  const notice = useProgramNoticeQuery(user?.programId ?? 0, isDoctor);
  const markSeen = useMarkProgramNoticeSeen();
  const marked = useRef(false);
  const [shown, setShown] = useState(false);
  const due = notice.data?.show === true;

  useEffect(() => {
    if (!due || marked.current) return;
    marked.current = true;
    setShown(true);
    markSeen.mutate();
  }, [due, markSeen]);
  return { shown, close: () => setShown(false) };
}
