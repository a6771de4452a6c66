import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The combobox (Autocomplete, Dialog) is its own chunk, loaded on the first click: nothing on the first paint. */
const GlobalSearchDialog = lazy(() => import('./global-search-dialog.tsx').then((m) => ({ default: m.GlobalSearchDialog })));

/**
 * The top bar's search button: a request code, a patient's name or CPF, a doctor's name or CRM.
 * Shown once the screens' catalogue has arrived (its label lives there).
 */
export function GlobalSearchButton({ programId }: { programId: number }) {
  const { t, i18n } = useTranslation();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  if (!i18n.exists('globalSearch.open')) return null;
  return (
    <>
      <Button color="inherit" variant="outlined" startIcon={<SearchIcon />} aria-haspopup="dialog" aria-label={t('globalSearch.openHint')}
        title={t('globalSearch.openHint')} data-testid="global-search-button" onClick={() => { setAsked(true); setOpen(true); }}
        sx={{ minWidth: 0, textTransform: 'none', borderColor: 'rgba(255,255,255,0.7)', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{t('globalSearch.open')}</Box>
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <GlobalSearchDialog open={open} onClose={() => setOpen(false)} programId={programId} />
        </Suspense>
      )}
    </>
  );
}
