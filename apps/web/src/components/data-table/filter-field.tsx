import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DataTableFilter } from './types.ts';

export interface FilterFieldProps {
  filter: DataTableFilter;
  value: string;
  onChange: (value: string) => void;
  /** In the phone drawer: as wide as the drawer. */
  fullWidth?: boolean;
}

/** One list filter: a single or multiple select, or a calendar day, its value kept in the URL by the table. */
export function FilterField({ filter, value: raw, onChange, fullWidth }: FilterFieldProps) {
  const { t } = useTranslation();
  const id = `data-table-filter-${filter.key}`;
  const sx = fullWidth ? { width: '100%' } : { minWidth: filter.minWidth ?? (filter.kind === 'date' ? 170 : 180) };
  if (filter.kind === 'date') {
    return (
      <FormControl size="small" sx={sx}>
        <InputLabel htmlFor={id} shrink>{filter.label}</InputLabel>
        <OutlinedInput id={id} type="date" notched label={filter.label} value={raw}
          onChange={(e) => onChange(e.target.value)} inputProps={{ 'data-testid': id, max: '9999-12-31' }} />
      </FormControl>
    );
  }
  return (
    <FormControl size="small" sx={sx}>
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
            onChange((typeof v === 'string' ? v.split(',') : v).filter(Boolean).join(','));
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
          onChange={(e) => onChange(e.target.value)}
          SelectDisplayProps={{ 'data-testid': id } as object}
        >
          <MenuItem value="">{filter.allLabel ?? t('dataTable.allOption')}</MenuItem>
          {filter.options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </Select>
      )}
    </FormControl>
  );
}
