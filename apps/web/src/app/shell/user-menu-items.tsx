import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Edit from '@mui/icons-material/Edit';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { isAdminType, type SessionUser } from '@portal/domain';
import { paths, routeHref } from '@/config/paths.ts';

export interface UserMenuItemsProps {
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  onDeleteAccount: () => void;
}

/** The user menu's popup: its own chunk, loaded on the first click of the account button. */
export function UserMenuItems({ user, anchor, onClose, onDeleteAccount }: UserMenuItemsProps) {
  const { t } = useTranslation();
  return (
    <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {!isAdminType(user.type) && (
        <MenuItem component={RouterLink} to={routeHref('profile')} onClick={onClose} data-testid="user-menu-profile">
          <ListItemIcon><Edit fontSize="small" /></ListItemIcon>
          {t('common.editProfile')}
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={routeHref('changePassword')} onClick={onClose}>
        <ListItemIcon><Key fontSize="small" /></ListItemIcon>
        {t('common.changePassword')}
      </MenuItem>
      <MenuItem onClick={() => { onClose(); onDeleteAccount(); }}>
        <ListItemIcon><DeleteForever fontSize="small" /></ListItemIcon>
        {t('common.deleteAccount')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.logout.href()} onClick={onClose} data-testid="user-menu-logout">
        <ListItemIcon><Logout fontSize="small" /></ListItemIcon>
        {t('common.logout')}
      </MenuItem>
    </Menu>
  );
}
