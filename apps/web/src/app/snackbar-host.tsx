import { useEffect } from 'react';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { styled } from '@mui/material/styles';
import { drainDismissedToasts, drainToasts, subscribeToasts } from '@/lib/toast.ts';
import { CloseSnackbarButton } from './close-snackbar-button.tsx';

/** Our toast ids to notistack's keys (a duplicate message shares the key of the one on screen). */
const keys = new Map<number, SnackbarKey>();

const flush = () => {
  for (const id of drainDismissedToasts()) {
    const key = keys.get(id);
    keys.delete(id);
    if (key !== undefined && ![...keys.values()].includes(key)) closeSnackbar(key);
  }
  for (const { id, message, variant } of drainToasts()) keys.set(id, enqueueSnackbar(message, { variant }));
};

/**
 * notistack's default green, orange and light blue fail WCAG AA under white text; these shades
 * (the theme's, or Material's 800s) give every toast at least 4.5:1.
 */
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
}));
const TOASTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** notistack: top-centre, one at a time, persistent with a close action (spec §8). */
export function SnackbarHost() {
  useEffect(() => {
    flush();
    return subscribeToasts(flush);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={1}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={null}
      preventDuplicate
      Components={TOASTS}
      action={(key) => <CloseSnackbarButton snackbarKey={key} />}
    />
  );
}
