import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PROCEDURES_PATH, proceduresLanding, ROUTES } from '@portal/domain';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import type { AllowedRoutes } from '@/lib/auth/use-allowed-routes.ts';
import { FullCatalogueGate } from '@/lib/i18n/index.ts';
import { endProgramSwitch, programSwitchLanded, useProgramSwitch } from '@/lib/programs/program-switch.ts';
import { Screen } from './screens.tsx';
import { paintsWithShellTexts } from './shell-texts-screens.ts';
import { UnknownAddressPage } from './unknown-address-page.tsx';

const FaqPage = lazy(() => import('@/features/faq/routes/faq-page.tsx').then((m) => ({ default: m.FaqPage })));

export interface ProtectedRoutesProps {
  allowed: AllowedRoutes;
  showFaq: boolean;
  /** The programme `allowed` was computed for (a programme switch shows screens once it is the new one). */
  programId: number | undefined;
}

/**
 * Only the routes allowedRoutes grants exist. '/' opens the default route; any other address (an
 * unknown path, or a screen this profile may not open, e.g. a doctor typing /users) shows the
 * "page not found" page. A forbidden fixed path is declared as such, so `/procedures/visits` never
 * falls into the allowed `/procedures/:id` and asks the API for request "visits".
 */
export function ProtectedRoutes({ allowed, showFaq, programId }: ProtectedRoutesProps) {
  const programSwitch = useProgramSwitch();
  const { key, pathname } = useLocation();
  const landed = programSwitch !== null && programSwitchLanded(programSwitch, programId, key);
  useEffect(() => { if (landed) endProgramSwitch(); }, [landed]);
  const granted = new Set(allowed.routes.map((r) => r.path));
  const forbiddenFixed = ROUTES.filter((r) => !granted.has(r.path) && !r.path.includes(':'));
  const notFound = <UnknownAddressPage homeHref={allowed.defaultPath} />;
  const proceduresList = proceduresLanding(allowed.routes);
  // Switching programme: no screen of the old programme stays mounted to refetch its record.
  if (programSwitch && !landed) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <FullCatalogueGate already={paintsWithShellTexts(pathname)}>
        <Routes>
          {allowed.routes.map((route) => (
            <Route key={route.key} path={route.path} element={<Screen routeKey={route.key} />} />
          ))}
          {showFaq && <Route path={paths.faq.path} element={<FaqPage />} />}
          {forbiddenFixed.map((route) => <Route key={route.key} path={route.path} element={notFound} />)}
          <Route path="/" element={<Navigate to={allowed.defaultPath} replace />} />
          {proceduresList && <Route path={PROCEDURES_PATH} element={<Navigate to={proceduresList} replace />} />}
          <Route path="*" element={notFound} />
        </Routes>
      </FullCatalogueGate>
    </Suspense>
  );
}
