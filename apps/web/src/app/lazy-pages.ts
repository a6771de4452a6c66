import { lazy } from 'react';

/** Every screen is its own chunk, so /login loads only what it shows (ENGINEERING §5 budget). */
export const LandingPage = lazy(() => import('@/features/landing/routes/landing-page.tsx').then((m) => ({ default: m.LandingPage })));
export const LoginPage = lazy(() => import('@/features/auth/routes/login-page.tsx').then((m) => ({ default: m.LoginPage })));
export const LogoutPage = lazy(() => import('@/features/auth/routes/logout-page.tsx').then((m) => ({ default: m.LogoutPage })));
export const SignupPage = lazy(() => import('@/features/signup/routes/signup-page.tsx').then((m) => ({ default: m.SignupPage })));
export const RecoverLoginPage = lazy(() =>
  import('@/features/recover-login/routes/recover-login-page.tsx').then((m) => ({ default: m.RecoverLoginPage })),
);
export const PatientConfirmationPage = lazy(() =>
  import('@/features/patient-confirmation/routes/patient-confirmation-page.tsx').then((m) => ({ default: m.PatientConfirmationPage })),
);
export const PublicContentsPage = lazy(() =>
  import('@/features/contents/routes/public-contents-page.tsx').then((m) => ({ default: m.PublicContentsPage })),
);
export const PublicPcdtPage = lazy(() => import('@/features/pcdt/routes/public-pcdt-page.tsx').then((m) => ({ default: m.PublicPcdtPage })));
export const PendingApproval = lazy(() =>
  import('@/features/auth/components/pending-approval.tsx').then((m) => ({ default: m.PendingApproval })),
);
export const UsagePolicyDialog = lazy(() =>
  import('@/features/usage-policies/components/usage-policy-dialog.tsx').then((m) => ({ default: m.UsagePolicyDialog })),
);
export const DevOutboxPage = lazy(() => import('@/features/dev-outbox/routes/dev-outbox-page.tsx').then((m) => ({ default: m.DevOutboxPage })));
export const AppShell = lazy(() => import('./shell/app-shell.tsx').then((m) => ({ default: m.AppShell })));
