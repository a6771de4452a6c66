import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { AuthRedirect } from './auth-redirect.tsx';
import { DevOutboxPage, LoginPage, LogoutPage, PatientConfirmationPage, RecoverLoginPage, SignupPage } from './lazy-pages.ts';
import { SessionGate } from './session-gate.tsx';

/** Public routes first; every other path goes through the session check. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AuthRedirect />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.logout.path} element={<LogoutPage />} />
          <Route path={paths.signup.path} element={<SignupPage />} />
          <Route path={paths.recoverLogin.path} element={<RecoverLoginPage />} />
          <Route path={paths.patientConfirmation.path} element={<PatientConfirmationPage />} />
          <Route path={paths.devOutbox.path} element={<DevOutboxPage />} />
          <Route path="*" element={<SessionGate />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
