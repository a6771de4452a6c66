import { useEffect, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useTheme } from '@mui/material/styles';
import { useSessionFetching } from '@/lib/auth/session.ts';
import { useLoadingCount } from '@/lib/loading-counter.ts';

/** Quick requests end before this and never flash the overlay. */
export const OVERLAY_DELAY_MS = 300;

/** True once `active` has held for `delayMs`; false as soon as it stops. */
function useDelayed(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  // Work ended: hide at once (React's "adjust state on a prop change", not an effect).
  if (!active && shown) setShown(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

const KEYFRAMES = `@keyframes global-loading-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
@media (prefers-reduced-motion: reduce) { [data-global-loading-bar] { animation: none !important; width: 100% !important; } }`;

/**
 * Spec §4 Session: the global loading overlay, a counter shown while above 0. It counts every write
 * in flight (TanStack mutations, unless a mutation says `meta: { globalLoading: false }`), the
 * session check and work handed to `lib/loading-counter`; lists and details show their own loading
 * in place. It shows only after OVERLAY_DELAY_MS, as a thin bar over the top of the page that never
 * takes clicks, announced as a busy progress bar. Mounted once at the root; no MUI component.
 */
export function GlobalLoadingOverlay() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mutating = useIsMutating({ predicate: (m) => m.options.meta?.['globalLoading'] !== false });
  const session = useSessionFetching() ? 1 : 0;
  const held = useLoadingCount();
  const shown = useDelayed(mutating + session + held > 0, OVERLAY_DELAY_MS);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loadingOverlay')}
      data-testid="global-loading"
      style={{
        position: 'fixed', top: 0, left: 0, right: 0, height: 4, overflow: 'hidden', pointerEvents: 'none',
        zIndex: theme.zIndex.tooltip + 1, backgroundColor: theme.palette.primary.light,
      }}
    >
      <style>{KEYFRAMES}</style>
      <div
        data-global-loading-bar=""
        style={{
          width: '40%', height: '100%', backgroundColor: theme.palette.primary.main,
          animation: 'global-loading-slide 1.2s ease-in-out infinite',
        }}
      />
    </div>
  );
}
