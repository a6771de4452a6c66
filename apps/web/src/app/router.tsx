import { Suspense } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { Titled } from '@/lib/a11y/document-title.tsx';
import { appHistory } from '@/lib/blockable-history.ts';
import { AuthRedirect } from './auth-redirect.tsx';
import {
  ConfirmEmailPage, DevOutboxPage, ForgotPasswordPage, LoginPage, LogoutPage, PatientConfirmationPage, RecoverLoginPage, SetPasswordPage, SignupPage,
} from './lazy-pages.ts';
import { SessionGate } from './session-gate.tsx';
import { useToastsPerScreen } from './toasts-per-screen.ts';

/** Public routes first; every other path goes through the session check. */
function AppRoutes() {
  useToastsPerScreen();
  return (
    <>
      <AuthRedirect />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path={paths.login.path} element={<Titled titleKey="page.login"><LoginPage /></Titled>} />
          <Route path={paths.logout.path} element={<Titled titleKey="page.logout"><LogoutPage /></Titled>} />
          <Route path={paths.signup.path} element={<Titled titleKey="page.signup"><SignupPage /></Titled>} />
          <Route path={paths.recoverLogin.path} element={<Titled titleKey="page.recoverLogin"><RecoverLoginPage /></Titled>} />
          <Route path={paths.forgotPassword.path} element={<Titled titleKey="page.forgotPassword"><ForgotPasswordPage /></Titled>} />
          <Route path={paths.setPassword.path} element={<Titled titleKey="page.setPassword"><SetPasswordPage /></Titled>} />
          <Route path={paths.confirmEmail.path} element={<Titled titleKey="page.confirmEmail"><ConfirmEmailPage /></Titled>} />
          <Route path={paths.patientConfirmation.path} element={<Titled titleKey="page.patientConfirmation"><PatientConfirmationPage /></Titled>} />
          <Route path={paths.devOutbox.path} element={<Titled titleKey="page.devOutbox"><DevOutboxPage /></Titled>} />
          <Route path="*" element={<SessionGate />} />
        </Routes>
      </Suspense>
    </>
  );
}

/**
 * Declarative routing over the browser history, wrapped so a screen can ask before leaving (an edit
 * form with unsaved changes: lib/blockable-history.ts). No data router: its machinery (loaders,
 * actions, fetchers, useBlocker) cost the login page ~25 KB of Brotli for the one blocker we used.
 */
export function AppRouter() {
  return <HistoryRouter history={appHistory()}><AppRoutes /></HistoryRouter>;
}
