import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import type { AllowedRoutes } from '@/lib/auth/use-allowed-routes.ts';
import { Screen } from './screens.tsx';

const FaqPage = lazy(() => import('@/features/faq/routes/faq-page.tsx').then((m) => ({ default: m.FaqPage })));

export interface ProtectedRoutesProps {
  allowed: AllowedRoutes;
  showFaq: boolean;
}

/**
 * Only the routes allowedRoutes grants exist; anything else (a doctor typing /users, '/',
 * an unknown path) lands on the default route.
 */
export function ProtectedRoutes({ allowed, showFaq }: ProtectedRoutesProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {allowed.routes.map((route) => (
          <Route key={route.key} path={route.path} element={<Screen routeKey={route.key} />} />
        ))}
        {showFaq && <Route path={paths.faq.path} element={<FaqPage />} />}
        <Route path="*" element={<Navigate to={allowed.defaultPath} replace />} />
      </Routes>
    </Suspense>
  );
}
