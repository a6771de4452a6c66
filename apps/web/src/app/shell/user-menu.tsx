import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Edit from '@mui/icons-material/Edit';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { isAdminType, type SessionUser } from '@portal/domain';
import { paths, routeHref } from '@/config/paths.ts';

/** The dialog's form (react-hook-form, zod, the schema) loads when it is first asked for, not with every page. */
const DeleteAccountDialog = lazy(() =>
  import('@/features/account/components/delete-account-dialog.tsx').then((m) => ({ default: m.DeleteAccountDialog })),
);

/** Spec §2: edit profile (hidden for admin and sysadmin), change password, delete account, logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        data-testid="user-menu-button"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {!isAdminType(user.type) && (
          <MenuItem component={RouterLink} to={routeHref('profile')} onClick={close} data-testid="user-menu-profile">
            <ListItemIcon><Edit fontSize="small" /></ListItemIcon>
            {t('common.editProfile')}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={routeHref('changePassword')} onClick={close}>
          <ListItemIcon><Key fontSize="small" /></ListItemIcon>
          {t('common.changePassword')}
        </MenuItem>
        <MenuItem onClick={() => { close(); setDeleteAsked(true); setDeleting(true); }}>
          <ListItemIcon><DeleteForever fontSize="small" /></ListItemIcon>
          {t('common.deleteAccount')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.logout.href()} onClick={close} data-testid="user-menu-logout">
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>
          {t('common.logout')}
        </MenuItem>
      </Menu>
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  );
}
