import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { SEARCH_DEBOUNCE_MS } from '@portal/domain';
import { ListFilters } from './list-filters.tsx';
import type { DataTableFilter } from './types.ts';

export interface TableToolbarProps {
  searchable: boolean;
  searchLabel?: string | undefined;
  search: string;
  onSearch: (text: string) => void;
  filters: readonly DataTableFilter[];
  filterValues: Record<string, string>;
  onFilter: (key: string, value: string) => void;
  onClearFilters: () => void;
  addLabel?: string | undefined;
  addHref?: string | undefined;
  onAdd?: (() => void) | undefined;
  extra?: ReactNode;
}

/** Search box (debounced 500 ms), the list's filters (a drawer on a phone) and the "Incluir" button above the table. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation();
  const { searchable, search, onSearch, filters, filterValues, onFilter, onClearFilters, addHref, onAdd, extra } = props;
  const [text, setText] = useState(search);

  // A back/forward navigation or shared link changes the URL's search: show it (but never
  // rewrite what is being typed, e.g. a trailing space).
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (text.trim() !== search) setText(search);
  }

  // The latest onSearch, without restarting the debounce when the parent re-renders.
  const searchNow = useEffectEvent((value: string) => onSearch(value));
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => searchNow(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const hasAdd = addHref !== undefined || onAdd !== undefined;
  if (!searchable && filters.length === 0 && !hasAdd && !extra) return null;
  const addText = props.addLabel ?? t('dataTable.add');
  const searchLabel = props.searchLabel ?? t('dataTable.search');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }} useFlexGap flexWrap="wrap">
      {searchable && (
        <FormControl size="small" sx={{ minWidth: 260, flex: { sm: '1 1 260px' }, maxWidth: { sm: 420 } }}>
          <InputLabel htmlFor="data-table-search">{searchLabel}</InputLabel>
          <OutlinedInput
            id="data-table-search"
            label={searchLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onSearch(text);
            }}
            inputProps={{ 'data-testid': 'data-table-search', maxLength: 200 }}
            startAdornment={<InputAdornment position="start"><Search fontSize="small" /></InputAdornment>}
            endAdornment={text ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('dataTable.clearSearch')} onClick={() => { setText(''); onSearch(''); }}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined}
          />
        </FormControl>
      )}
      <ListFilters filters={filters} values={filterValues} onFilter={onFilter} onClear={onClearFilters} />
      {extra}
      {hasAdd && (
        <Stack direction="row" sx={{ ml: { sm: 'auto' } }}>
          {addHref !== undefined ? (
            <Button component={Link} to={addHref} variant="contained" startIcon={<Add />} data-testid="data-table-add">{addText}</Button>
          ) : (
            <Button onClick={onAdd} variant="contained" startIcon={<Add />} data-testid="data-table-add">{addText}</Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
