import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { SEARCH_DEBOUNCE_MS } from '@portal/domain';
import type { DataTableFilter } from './types.ts';

export interface TableToolbarProps {
  searchable: boolean;
  searchLabel?: string | undefined;
  search: string;
  onSearch: (text: string) => void;
  filters: readonly DataTableFilter[];
  filterValues: Record<string, string>;
  onFilter: (key: string, value: string) => void;
  addLabel?: string | undefined;
  addHref?: string | undefined;
  onAdd?: (() => void) | undefined;
  extra?: ReactNode;
}

/** Search box (debounced 500 ms), select filters and the "Incluir" button above the table. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation();
  const { searchable, search, onSearch, filters, filterValues, onFilter, addHref, onAdd, extra } = props;
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
      {filters.map((filter) => {
        const id = `data-table-filter-${filter.key}`;
        const raw = filterValues[filter.key] ?? '';
        if (filter.kind === 'date') {
          return (
            <FormControl key={filter.key} size="small" sx={{ minWidth: filter.minWidth ?? 170 }}>
              <InputLabel htmlFor={id} shrink>{filter.label}</InputLabel>
              <OutlinedInput id={id} type="date" notched label={filter.label} value={raw}
                onChange={(e) => onFilter(filter.key, e.target.value)} inputProps={{ 'data-testid': id, max: '9999-12-31' }} />
            </FormControl>
          );
        }
        return (
          <FormControl key={filter.key} size="small" sx={{ minWidth: filter.minWidth ?? 180 }}>
            {/* A single select always shows a value ("Todos" when empty), so its label stays up. */}
            <InputLabel id={`${id}-label`} shrink={filter.multiple ? undefined : true}>{filter.label}</InputLabel>
            {filter.multiple ? (
              <Select<string[]>
                multiple
                labelId={`${id}-label`}
                label={filter.label}
                value={raw ? raw.split(',') : []}
                onChange={(e) => {
                  const v = e.target.value;
                  onFilter(filter.key, (typeof v === 'string' ? v.split(',') : v).filter(Boolean).join(','));
                }}
                renderValue={(values) => filter.options.filter((o) => values.includes(o.value)).map((o) => o.label).join(', ')}
                SelectDisplayProps={{ 'data-testid': id } as object}
              >
                {filter.options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
              </Select>
            ) : (
              <Select<string>
                labelId={`${id}-label`}
                label={filter.label}
                value={raw}
                displayEmpty
                notched
                onChange={(e) => onFilter(filter.key, e.target.value)}
                SelectDisplayProps={{ 'data-testid': id } as object}
              >
                <MenuItem value="">{filter.allLabel ?? t('dataTable.allOption')}</MenuItem>
                {filter.options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
              </Select>
            )}
          </FormControl>
        );
      })}
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
