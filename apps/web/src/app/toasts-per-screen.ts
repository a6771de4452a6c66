import { useEffect } from 'react';
import { appHistory } from '@/lib/blockable-history.ts';
import { dismissToastsOfPreviousScreen } from '@/lib/toast.ts';

/**
 * A toast belongs to the screen that raised it: when the address's path changes, the toasts of
 * the screen left behind close (a change of the query string, e.g. a table's page, stays put).
 */
export function useToastsPerScreen(): void {
  useEffect(() => {
    const history = appHistory();
    let pathname = history.location.pathname;
    return history.observe((next) => {
      if (next.pathname === pathname) return;
      pathname = next.pathname;
      dismissToastsOfPreviousScreen();
    });
  }, []);
}
