import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { drainToasts, subscribeToasts } from '@/lib/toast.ts';
import { CloseSnackbarButton } from './close-snackbar-button.tsx';

const flush = () => {
  for (const { message, variant } of drainToasts()) enqueueSnackbar(message, { variant });
};

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
      action={(key) => <CloseSnackbarButton snackbarKey={key} />}
    />
  );
}
