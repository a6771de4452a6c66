import { lazy, Suspense, useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DRAWER_WIDTH_CLOSED, DRAWER_WIDTH_OPEN, FAQ_PROGRAM_SLUG, type SessionUser } from '@portal/domain';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link.tsx';
import { useWorkInstitutionsGuard } from '@/features/profile/hooks/use-work-institutions-guard.ts';
import { useAllowedRoutes } from '@/lib/auth/use-allowed-routes.ts';
import { isProgramLoading, useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { loadFullCatalogue, useTranslation } from '@/lib/i18n/index.ts';
import { afterNextPaint } from '@/lib/after-next-paint.ts';
import { useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { ProtectedRoutes } from '../protected-routes.tsx';
import { AppFooter } from './app-footer.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The menu (every screen's icon, tooltips) is its own chunk: on a phone it shows only when opened,
 * and on a wider screen it fills the rail a moment after the bar, never delaying the page.
 */
const SideMenu = lazy(() => import('./side-menu.tsx').then((m) => ({ default: m.SideMenu })));

/**
 * Spec §2 signed-in frame: top bar, side menu, content, footer. From tablet width up the menu is a
 * rail beside the content (260 px open, 70 px closed); on a phone it is a drawer over the content,
 * closed by default and closed again on every navigation, so the page keeps the whole width.
 */
/**
 * A new screen opens at its top (its title and code in view), as a page load would; going back
 * or forward (POP) leaves the browser's scroll as it was.
 */
function useScrollToTopOnNavigation(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function AppShell({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [railOpen, setRailOpen] = useState(wide);
  // On a phone the drawer is open only on the page where it was opened: navigating closes it.
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  const [phoneMenuAt, setPhoneMenuAt] = useState<string | null>(null);
  const drawerOpen = phone ? phoneMenuAt === pathname : railOpen;
  const toggleDrawer = () => {
    if (phone) setPhoneMenuAt((at) => (at === pathname ? null : pathname));
    else setRailOpen((open) => !open);
  };
  // The programme list's answer mounts the bar, menu and screen.
  const { program, programs, isLoading } = useDeferredArrival(useCurrentProgram(), isProgramLoading);
  const allowed = useAllowedRoutes(user, program);
  useWorkInstitutionsGuard(user, program);
  const showFaq = program?.slug?.toLowerCase() === FAQ_PROGRAM_SLUG;
  const width = drawerOpen || phone ? DRAWER_WIDTH_OPEN : DRAWER_WIDTH_CLOSED;
  // The frame painted with the sections it and the dashboard show; the rest of the catalogue, which
  // every other screen waits for, comes once it is on screen rather than beside it (decision 0105).
  useEffect(() => (isLoading ? undefined : afterNextPaint(() => void loadFullCatalogue().catch(() => undefined))), [isLoading]);

  if (isLoading) return <LoadingScreen />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar user={user} program={program} programs={programs} drawerOpen={drawerOpen} onToggleDrawer={toggleDrawer} />
      <Drawer
        variant={phone ? 'temporary' : 'permanent'}
        open={phone ? drawerOpen : true}
        onClose={() => setPhoneMenuAt(null)}
        data-testid="side-menu"
        sx={{
          width: phone ? 0 : width,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          '& .MuiDrawer-paper': {
            width,
            overflowX: 'hidden',
            boxSizing: 'border-box',
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        }}
      >
        {!phone && <Toolbar />}
        {/* The landmark is here, not in the lazy menu, so Alt+2 finds it even before the menu arrives. */}
        <nav aria-label={t('shell.mainNavigation')}>
          <Suspense fallback={null}>
            <SideMenu allowed={allowed.routes} open={drawerOpen || phone} showFaq={showFaq} />
          </Suspense>
        </nav>
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {/* At least a screen high, so the footer starts below the fold: a screen filling in never
            pushes it down (a layout shift), and its text is never the page's largest paint. */}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, minHeight: '100vh', p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}>
          <ProtectedRoutes allowed={allowed} showFaq={showFaq} programId={program?.id} />
        </Box>
        <AppFooter program={program} />
      </Box>
    </Box>
  );
}
