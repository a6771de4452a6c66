import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isAppRoute } from '@portal/domain';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { Titled } from '@/lib/a11y/document-title.tsx';
import { loginHrefReturningTo } from '@/lib/auth/return-to.ts';
import { useSession, type SessionState } from '@/lib/auth/session.ts';
import { useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { programsQueryOptions } from '@/lib/programs/get-programs.ts';
import {
  AppShell, LandingPage, PendingApproval, PublicContentDetailPage, PublicContentsPage, PublicPcdtPage, UsagePolicyDialog,
} from './lazy-pages.ts';

/** Visitors: the landing page and public content; every other path goes to login (spec §2). */
function AnonymousRoutes() {
  return (
    <Routes>
      <Route path={paths.home.path} element={<Titled titleKey="page.home"><LandingPage /></Titled>} />
      <Route path={paths.contents.path} element={<Titled titleKey="page.contents"><PublicContentsPage /></Titled>} />
      <Route path={paths.contentDetail.path} element={<Titled titleKey="page.contents"><PublicContentDetailPage /></Titled>} />
      <Route path={paths.pcdt.path} element={<Titled titleKey="page.pcdt"><PublicPcdtPage /></Titled>} />
      <Route path="*" element={<ToLogin />} />
    </Routes>
  );
}

/** A signed-in page opened without a session (it expired while the tab slept): /login, then back here. */
function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginHrefReturningTo(`${pathname}${search}${hash}`, undefined)} replace />;
}

const isSessionLoading = (session: SessionState) => session.status === 'loading';

/**
 * Spec §2 logged-in behaviour: wait for the session; then pending policies, then the approval
 * wait of a doctor, then the shell.
 */
export function SessionGate() {
  const session = useDeferredArrival(useSession(), isSessionLoading);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The shell shows nothing until it knows the programme: on a signed-in route, ask for the
  // programmes beside the session instead of after it (the list is public).
  useEffect(() => {
    if (isAppRoute(pathname)) queryClient.query(programsQueryOptions).catch(() => undefined);
    // Only the page the app opened on: later navigations find the list in the cache.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'anonymous') return <AnonymousRoutes />;
  const { user } = session;
  if (user.pendingUsagePolicies.length > 0) return <UsagePolicyDialog user={user} />;
  if (user.type === 'DOCTOR' && !user.approved) return <PendingApproval />;
  return <AppShell user={user} />;
}
