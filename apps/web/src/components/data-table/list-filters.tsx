import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FilterField } from './filter-field.tsx';
import type { DataTableFilter } from './types.ts';

export interface ListFiltersProps {
  filters: readonly DataTableFilter[];
  values: Record<string, string>;
  onFilter: (key: string, value: string) => void;
  /** Clears every filter at once (one URL change). */
  onClear: () => void;
}

/**
 * Every list's filters. On wider screens the fields sit in the toolbar; on a phone a "Filtros"
 * button with the number of filters in use opens them in a drawer from the bottom, instead of a
 * column of stacked fields above the list. Each change applies at once (the URL keeps it).
 */
export function ListFilters({ filters, values, onFilter, onClear }: ListFiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (filters.length === 0) return null;
  if (!phone) {
    return filters.map((filter) => (
      <FilterField key={filter.key} filter={filter} value={values[filter.key] ?? ''} onChange={(v) => onFilter(filter.key, v)} />
    ));
  }
  const inUse = filters.filter((f) => values[f.key]).length;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="list-filters-open" aria-haspopup="dialog"
        aria-label={inUse ? t('listFilters.openWithCount', { count: inUse }) : t('listFilters.open')}
        startIcon={<Badge badgeContent={inUse} color="primary" data-testid="list-filters-count"><FilterList /></Badge>}
        sx={{ alignSelf: 'flex-start' }}>
        {t('listFilters.open')}
      </Button>
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { p: 2, borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh' } } }}>
        <Stack spacing={2} data-testid="list-filters-drawer">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2">{t('listFilters.title')}</Typography>
            <IconButton aria-label={t('listFilters.close')} onClick={() => setOpen(false)}><Close /></IconButton>
          </Stack>
          {filters.map((filter) => (
            <FilterField key={filter.key} filter={filter} value={values[filter.key] ?? ''} onChange={(v) => onFilter(filter.key, v)} fullWidth />
          ))}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClear} disabled={inUse === 0} data-testid="list-filters-clear">{t('listFilters.clear')}</Button>
            <Button variant="contained" onClick={() => setOpen(false)} data-testid="list-filters-apply">{t('listFilters.apply')}</Button>
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}
