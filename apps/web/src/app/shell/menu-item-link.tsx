import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';

export interface MenuItemLinkProps {
  testId: string;
  to: string;
  label: string;
  Icon: SvgIconComponent;
  open: boolean;
  selected: boolean;
}

/** One side-menu entry; when the drawer is closed only the icon shows, named by a tooltip. */
export function MenuItemLink({ testId, to, label, Icon, open, selected }: MenuItemLinkProps) {
  const button = (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={label}
      data-testid={testId}
      sx={{ minHeight: 44, px: 2.5, justifyContent: open ? 'initial' : 'center' }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 'auto', justifyContent: 'center' }}>
        <Icon />
      </ListItemIcon>
      {open && <ListItemText primary={label} />}
    </ListItemButton>
  );
  // Each entry is a list item, so the menu's lists hold only <li> children (WCAG list structure).
  return (
    <ListItem disablePadding>
      {open ? button : (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
}
