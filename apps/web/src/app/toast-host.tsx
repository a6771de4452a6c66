import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostRequested, subscribeToasts } from '@/lib/toast.ts';

const SnackbarHost = lazy(() => import('./snackbar-host.tsx').then((m) => ({ default: m.SnackbarHost })));

/** Mounts the notistack host once the first toast is raised. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToasts, isToastHostRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  );
}
