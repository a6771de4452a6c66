import { forwardRef, useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'inputRef'> {
  label: string;
  helperText?: ReactNode;
  /** Keep the label above the field: for a value written by code, which MUI does not notice. */
  shrink?: boolean;
}

/**
 * An outlined text field without MUI TextField's select machinery (Select, Menu, Popover),
 * which would weigh on /login's bundle.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, helperText, error, required, fullWidth, id, shrink, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId} shrink={shrink}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} inputRef={ref} label={label} aria-describedby={helperId} {...(shrink ? { notched: true } : {})} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
