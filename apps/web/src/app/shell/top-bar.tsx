import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram, SessionUser } from '@portal/domain';
import { GlobalSearchButton } from '@/features/search/index.ts';
import { ProgramSwitcher } from './program-switcher.tsx';
import { UserMenu } from './user-menu.tsx';
import { NotificationsBell } from '@/features/notifications/index.ts';

export interface TopBarProps {
  user: SessionUser;
  program: PublicProgram | undefined;
  programs: readonly PublicProgram[];
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** Spec §2 top bar: programme switcher, the global search, user name and e-mail, user menu. */
export function TopBar({ user, program, programs, drawerOpen, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* On a phone the bar holds five controls: tight gaps and a programme name that ellipsises keep it inside 360 px. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t(drawerOpen ? 'shell.closeMenu' : 'shell.openMenu')}
          aria-expanded={drawerOpen}
          onClick={onToggleDrawer}
          data-testid="drawer-toggle"
        >
          {drawerOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
          {t('app.name')}
        </Typography>
        <ProgramSwitcher user={user} programs={programs} current={program} />
        <Box sx={{ flex: 1 }} />
        <GlobalSearchButton programId={user.programId} />
        <Box sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' }, lineHeight: 1.2 }} data-testid="user-identity">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="caption">{user.email}</Typography>
        </Box>
        <NotificationsBell />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
