import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { STATES } from '@portal/domain';

export interface StateSelectProps {
  label: string;
  value: string;
  onChange: (uf: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
  /** Show only the two-letter code in the options. */
  short?: boolean;
}

/** The 27 Brazilian federative units (spec §9). */
export function StateSelect({ label, value, onChange, error, required, disabled, testId, short }: StateSelectProps) {
  const id = useId();
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        SelectDisplayProps={{ 'data-testid': testId, 'aria-describedby': error ? `${id}-helper` : undefined } as Record<string, string | undefined>}
      >
        {STATES.map(([uf, name]) => (
          <MenuItem key={uf} value={uf} data-testid={`uf-option-${uf}`}>
            {short ? uf : `${uf} - ${name}`}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}
