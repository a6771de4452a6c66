import { useEffect, useState } from 'react';

const secondsUntil = (until: string | null): number =>
  until ? Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / 1000)) : 0;

/** Whole seconds left until `until` (an ISO instant), ticking every second; 0 once passed. */
export function useCountdown(until: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (!until) return;
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}
