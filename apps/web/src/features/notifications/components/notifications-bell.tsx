import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import { formatAgo } from '@/lib/format-duration.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { notificationText } from './notification-text.ts';

/**
 * The top bar's bell: the unread count on the icon, and a popover with the latest updates of the
 * caller's requests; opening one marks it read, and "marcar todas" marks every one.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} data-testid="notifications-bell"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-haspopup="dialog" aria-expanded={anchor !== null}>
        <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'data-testid': 'notifications-count' } as object }}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 16px)' }, 'data-testid': 'notifications-panel' } as object }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{t('notifications.title')}</Typography>
          <Button size="small" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)} data-testid="notifications-mark-all">
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        {notifications.isError && <Typography sx={{ px: 2, pb: 2 }} role="alert">{t('err.failedToLoadNotifications')}</Typography>}
        {!notifications.isError && items.length === 0 && (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">{t('notifications.empty')}</Typography>
        )}
        {items.length > 0 && (
          <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }} data-testid="notifications-list">
            {items.map((n) => {
              const { headline, details } = notificationText(t, n);
              const isUnread = n.readAt === null;
              return (
                <li key={n.id}>
                  <ListItemButton component={RouterLink} to={routeHref('procedureDetail', { id: n.data.procedureId })} divider
                    data-testid="notification-item" data-unread={isUnread}
                    onClick={() => { if (isUnread) markRead.mutate([n.id]); close(); }}
                    sx={{ display: 'block', borderLeft: 4, borderLeftColor: isUnread ? 'primary.main' : 'transparent' }}>
                    <Typography variant="body2" sx={{ fontWeight: isUnread ? 700 : 400 }}>
                      {headline}{isUnread && <Box component="span" sx={visuallyHidden}> ({t('notifications.unread')})</Box>}
                    </Typography>
                    {details.map((line) => <Typography key={line} variant="body2" color="text.secondary">{line}</Typography>)}
                    <Typography variant="caption" color="text.secondary">{formatAgo(t, n.createdAt)}</Typography>
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}

const visuallyHidden = {
  border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px',
} as const;
