import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, type SnackbarKey } from 'notistack';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The close action of every toast: toasts never close by themselves (spec §8). */
export function CloseSnackbarButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={() => closeSnackbar(snackbarKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
