import { useEffect, useState } from 'react';

const secondsUntil = (until: string | null): number =>
  until ? Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / 1000)) : 0;

/** Whole seconds left until `until` (an ISO instant), ticking every second; 0 once passed. */
export function useCountdown(until: string | null): number {
  const [countdown, setCountdown] = useState(() => ({ until, seconds: secondsUntil(until) }));
  // A new instant restarts the count at once, not a tick later (React's "adjust state on a prop change").
  if (countdown.until !== until) setCountdown({ until, seconds: secondsUntil(until) });
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      const seconds = secondsUntil(until);
      setCountdown({ until, seconds });
      if (seconds <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return countdown.seconds;
}
