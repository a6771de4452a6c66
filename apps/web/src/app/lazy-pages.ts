import { lazy, type ComponentType } from 'react';
import { awaitsSessionAtBoot, firstScreenOf, PATIENT_LINK_PREFIX, routeByKey, type FirstScreen } from '@portal/domain';
import { loadFullManifest, loadPublicManifest } from '@/lib/api.ts';
import { loadFullCatalogue, loadPublicCatalogue, loadShellCatalogue } from '@/lib/i18n/index.ts';
import { paths } from '@/config/paths.ts';
import { startSessionEarly } from '@/lib/auth/session.ts';
import { startProgramsEarly } from '@/lib/programs/get-programs.ts';
import { paintsWithShellTexts } from './shell-texts-screens.ts';

/**
 * A lazy screen that also waits for the full pt-BR catalogue and the API manifest of every
 * endpoint (only /login makes do with the core sections and its own endpoints loaded up front).
 */
const screen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [component] = await Promise.all([load(), loadFullCatalogue(), loadFullManifest()]);
    return { default: component };
  });

/**
 * A public screen (/contents, /pcdt, /p/{code}) waits only for the catalogue sections it shows at
 * first paint (lib/i18n/public-catalogue.ts) and the endpoints open to visitors; what it opens
 * later loads the rest.
 */
const publicScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [component] = await Promise.all([load(), loadPublicCatalogue(), loadPublicManifest()]);
    return { default: component };
  });

/**
 * The signed-in frame waits only for the catalogue sections it and the dashboard show at first
 * paint (lib/i18n/shell-catalogue.ts); it asks for the rest once it has painted, and every other
 * screen waits for that (app/protected-routes.tsx).
 */
const signedInFrame = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [component] = await Promise.all([load(), loadShellCatalogue(), loadFullManifest()]);
    return { default: component };
  });

/** Every screen is its own chunk, so /login loads only what it shows (ENGINEERING §5 budget). */
export const LandingPage = screen(() => import('@/features/landing/routes/landing-page.tsx').then((m) => m.LandingPage));
const loadLoginPage = () => import('@/features/auth/routes/login-page.tsx');
export const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));

const loadAppShell = () => import('./shell/app-shell.tsx');
/** The screen a signed-in user lands on; its chunk starts with the shell's when opened directly. */
const loadDashboardPage = () => import('@/features/dashboard/routes/dashboard-page.tsx');
const loadPatientConfirmationPage = () => import('@/features/patient-confirmation/routes/patient-confirmation-page.tsx');
/** The link's first step (the CPF), lazy in its page but asked at boot beside it. */
const loadPatientLinkFirstStep = () => import('@/features/patient-confirmation/components/step-cpf.tsx');
const loadPublicContentsPage = () => import('@/features/contents/routes/public-contents-page.tsx');
const loadPublicPcdtPage = () => import('@/features/pcdt/routes/public-pcdt-page.tsx');

/** The screen a visitor most likely opens at each public address (the signed-in /contents and /pcdt differ). */
const PUBLIC_SCREENS: Record<Exclude<FirstScreen, 'signedIn' | 'patientLink'>, () => Promise<unknown>> = {
  contents: loadPublicContentsPage,
  pcdt: loadPublicPcdtPage,
};

/**
 * Starts the first screen's code as the app boots, beside the session check rather than after it.
 * On /login: the login page's chunk (and its imports). On the public pages: the visitor's screen
 * with the catalogue sections and manifest it awaits. On a signed-in route: the shell, the catalogue
 * sections and the manifest the shell waits for, and on /dashboard its page (elsewhere the whole
 * catalogue, which that screen waits for), so the request chain session → shell → screen becomes
 * one round of parallel requests. No page pays for another's screens.
 */
export function preloadScreenOf(pathname: string): void {
  if (pathname === paths.login.path) {
    void loadLoginPage();
    return;
  }
  if (pathname.startsWith(PATIENT_LINK_PREFIX)) {
    // /p/{code} needs no session but its programme, asked as soon as the page's module arrives.
    const code = pathname.slice(PATIENT_LINK_PREFIX.length);
    void Promise.all([loadPatientConfirmationPage().then((m) => m.startLinkProgramEarly(code)), loadPatientLinkFirstStep(), loadPublicCatalogue(), loadPublicManifest()]);
    return;
  }
  const screen = firstScreenOf(pathname);
  if (screen === undefined || screen === 'patientLink') return;
  if (screen !== 'signedIn') {
    void Promise.all([PUBLIC_SCREENS[screen](), loadPublicCatalogue(), loadPublicManifest()]);
    return;
  }
  void loadAppShell();
  void loadShellCatalogue();
  void loadFullManifest();
  if (pathname === routeByKey('dashboard').path) void loadDashboardPage();
  // Any other screen waits for the whole catalogue: it comes beside the shell, not after its paint.
  if (!paintsWithShellTexts(pathname)) void loadFullCatalogue();
}

/**
 * At boot only (never as a screen is preloaded: the login form preloads the dashboard while the
 * password is checked, when an early session would answer "signed out"), the answers the first
 * screen waits for go out before its chunks, not once the app's first render reaches them: on a
 * signed-in route and on /contents and /pcdt, the session and the programme list (the shell waits
 * for both; the session gate asks for the list on every route of the table). The server's document
 * for those addresses names the same answers, so the browser has usually fetched them already
 * (decision 0102).
 */
export function startFirstAnswersOf(pathname: string): void {
  if (!awaitsSessionAtBoot(firstScreenOf(pathname))) return;
  startSessionEarly();
  startProgramsEarly();
}

export const LogoutPage = lazy(() => import('@/features/auth/routes/logout-page.tsx').then((m) => ({ default: m.LogoutPage })));
export const SignupPage = screen(() => import('@/features/signup/routes/signup-page.tsx').then((m) => m.SignupPage));
export const RecoverLoginPage = screen(() =>
  import('@/features/recover-login/routes/recover-login-page.tsx').then((m) => m.RecoverLoginPage),
);
export const ForgotPasswordPage = screen(() =>
  import('@/features/password-links/routes/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
export const SetPasswordPage = screen(() => import('@/features/password-links/routes/set-password-page.tsx').then((m) => m.SetPasswordPage));
export const ConfirmEmailPage = screen(() => import('@/features/account/routes/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage));
export const PatientConfirmationPage = publicScreen(() => loadPatientConfirmationPage().then((m) => m.PatientConfirmationPage));
export const PublicContentsPage = publicScreen(() => loadPublicContentsPage().then((m) => m.PublicContentsPage));
export const PublicContentDetailPage = screen(() =>
  import('@/features/contents/routes/public-content-detail-page.tsx').then((m) => m.PublicContentDetailPage),
);
export const PublicPcdtPage = publicScreen(() => loadPublicPcdtPage().then((m) => m.PublicPcdtPage));
export const PendingApproval = screen(() =>
  import('@/features/auth/components/pending-approval.tsx').then((m) => m.PendingApproval),
);
export const UsagePolicyDialog = screen(() =>
  import('@/features/usage-policies/components/usage-policy-dialog.tsx').then((m) => m.UsagePolicyDialog),
);
export const DevOutboxPage = screen(() => import('@/features/dev-outbox/routes/dev-outbox-page.tsx').then((m) => m.DevOutboxPage));
export const AppShell = signedInFrame(() => loadAppShell().then((m) => m.AppShell));
