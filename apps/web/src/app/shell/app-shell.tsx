import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DRAWER_WIDTH_CLOSED, DRAWER_WIDTH_OPEN, FAQ_PROGRAM_SLUG, type SessionUser } from '@portal/domain';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { useWorkInstitutionsGuard } from '@/features/profile/hooks/use-work-institutions-guard.ts';
import { useAllowedRoutes } from '@/lib/auth/use-allowed-routes.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { ProtectedRoutes } from '../protected-routes.tsx';
import { AppFooter } from './app-footer.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

/** Spec §2 signed-in frame: top bar, side menu (260 px open, 70 px closed), content, footer. */
export function AppShell({ user }: { user: SessionUser }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(wide);
  const { program, programs, isLoading } = useCurrentProgram();
  const allowed = useAllowedRoutes(user, program);
  useWorkInstitutionsGuard(user, program);
  const showFaq = program?.slug?.toLowerCase() === FAQ_PROGRAM_SLUG;
  const width = drawerOpen ? DRAWER_WIDTH_OPEN : DRAWER_WIDTH_CLOSED;

  if (isLoading) return <LoadingScreen />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar user={user} program={program} programs={programs} drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((o) => !o)} />
      <Drawer
        variant="permanent"
        data-testid="side-menu"
        sx={{
          width,
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
        <Toolbar />
        <SideMenu allowed={allowed.routes} open={drawerOpen} showFaq={showFaq} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <ProtectedRoutes allowed={allowed} showFaq={showFaq} />
        </Box>
        <AppFooter program={program} />
      </Box>
    </Box>
  );
}
