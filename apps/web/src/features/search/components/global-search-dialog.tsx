import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type { PopperProps } from '@mui/material/Popper';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useGlobalSearch } from '../api/global-search.ts';
import { searchOptions, type SearchOption } from './search-options.ts';

const DEBOUNCE_MS = 300;


/**
 * The results in the dialog's flow, under the field, instead of MUI's floating popper: the dialog
 * grows with them up to the window's height and scrolls as one (a popper inside the dialog's
 * content made the dialog 184 px tall and hid the results behind its own scroll).
 */
function InlinePopper({ open, children, className }: PopperProps) {
  if (!open) return null;
  // Autocomplete hands a node, never the render function a Popper may take.
  // The class keeps the options' styles; its `position: absolute` (for a popper in place) gives way to the flow.
  return <div className={className} style={{ position: 'static' }} role="presentation" data-testid="global-search-results">{children as ReactNode}</div>;
}

export interface GlobalSearchDialogProps {
  open: boolean;
  onClose: () => void;
  programId: number;
}

/**
 * The search itself: a combobox (MUI's Autocomplete: arrow keys move through the grouped results,
 * Enter opens one, Escape clears) in a dialog, full screen on a phone. Choosing a result opens its
 * detail page. Loaded on the first click of the top bar's button.
 */
export function GlobalSearchDialog({ open, onClose, programId }: GlobalSearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useGlobalSearch(term, programId);
  const result = useDeferredValue(search.data);
  const options = useMemo(() => (result && term.length >= 2 ? searchOptions(result, t) : []), [result, term, t]);

  const close = () => { setText(''); setTerm(''); onClose(); };
  const noOptions = text.trim().length < 2 ? t('globalSearch.tooShort') : search.isError ? t('globalSearch.failed') : t('globalSearch.noResults');

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="global-search-title"
      slotProps={{ paper: { sx: phone ? {} : { alignSelf: 'flex-start', mt: 6, maxHeight: 'calc(100% - 80px)' } } }}>
      <DialogTitle id="global-search-title" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pb: 1 }}>
        {t('globalSearch.title')}
        <IconButton aria-label={t('globalSearch.close')} onClick={close} edge="end"><Close /></IconButton>
      </DialogTitle>
      <DialogContent sx={{ minHeight: phone ? undefined : 120 }}>
        {/* The padding sits inside the scrolling content, so the field's floating label is never clipped. */}
        <Box sx={{ pt: 2 }}>
        <Autocomplete<SearchOption>
          id="global-search"
          open={text.trim().length > 0}
          options={options}
          filterOptions={(x) => x}
          groupBy={(o) => t(`globalSearch.groups.${o.group}`)}
          getOptionLabel={(o) => o.label}
          getOptionKey={(o) => o.key}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          inputValue={text}
          onInputChange={(_, value, reason) => { if (reason !== 'reset') setText(value); }}
          value={null}
          onChange={(_, option) => {
            if (!option) return;
            close();
            void navigate(option.href);
          }}
          loading={search.isFetching}
          loadingText={t('globalSearch.loading')}
          noOptionsText={noOptions}
          disablePortal
          slots={{ popper: InlinePopper }}
          // The list does not scroll by itself any more: the dialog's content does, so the option reached by the arrows is brought into view.
          onHighlightChange={(_, option, reason) => {
            if (option && reason === 'keyboard') document.querySelector(`[data-testid="global-search-option-${option.key}"]`)?.scrollIntoView({ block: 'nearest' });
          }}
          slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: 'none', overflow: 'visible' } } }}
          autoHighlight
          clearOnEscape
          // A group is an ARIA group of options (MUI's default nests a plain list in the listbox, which axe refuses).
          renderGroup={({ key, group, children }) => (
            <li key={key} role="group" aria-labelledby={`global-search-group-${key}`}>
              <Typography id={`global-search-group-${key}`} variant="overline" component="div" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>{group}</Typography>
              <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>{children}</Box>
            </li>
          )}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props} data-testid={`global-search-option-${option.key}`}>
              <div>
                <Typography variant="body2">{option.label}</Typography>
                {option.detail && <Typography variant="caption" color="text.secondary">{option.detail}</Typography>}
              </div>
            </li>
          )}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={t('globalSearch.label')} placeholder={t('globalSearch.placeholder')}
              slotProps={{ htmlInput: { ...params.inputProps, maxLength: 100, 'data-testid': 'global-search-input', autoComplete: 'off' } }} />
          )}
        />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
