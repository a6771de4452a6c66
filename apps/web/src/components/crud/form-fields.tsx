import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldText } from '../form/use-field-text.ts';

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  testId?: string;
}

/**
 * A text field bound to the form; `rows` makes it a text area of that height, which the user can
 * stretch. A plain text area, not MUI's autosizing one: autosize measures every text area's layout
 * on each render, and the programme form's five made a noticeable part of its opening.
 */
export function FormText<T extends FieldValues>({ control, name, label, required, testId, rows, type, maxLength }: Base<T> & {
  rows?: number; type?: 'text' | 'number' | 'url'; maxLength?: number;
}) {
  const fieldText = useFieldText();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <TextField
        {...field}
        value={field.value ?? ''}
        label={label}
        required={required}
        fullWidth
        type={type ?? 'text'}
        {...(rows ? { multiline: true, rows, sx: { '& textarea': { resize: 'vertical' } } } : {})}
        error={Boolean(fieldState.error)}
        helperText={fieldText(fieldState.error?.message, { length: maxLength })}
        slotProps={{
          htmlInput: { 'data-testid': testId ?? name, ...(maxLength ? { maxLength } : {}) },
          // A plain <textarea>: MUI's own multiline input is always its autosizing one.
          ...(rows ? { input: { inputComponent: 'textarea' } } : {}),
        }}
      />
    )} />
  );
}

/** A checkbox bound to a boolean. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, testId }: Base<T>) {
  return (
    <Controller control={control} name={name} render={({ field }) => (
      <FormControlLabel
        label={label}
        control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur}
          slotProps={{ input: { 'data-testid': testId ?? name } as object }} />}
      />
    )} />
  );
}

export interface Option { value: string | number; label: string }

/** A select bound to one value, or to a list with `multiple`; `emptyLabel` names the empty value ('' = none). */
export function FormSelect<T extends FieldValues>({ control, name, label, required, testId, options, multiple, emptyLabel }: Base<T> & {
  options: readonly Option[]; multiple?: boolean; emptyLabel?: string;
}) {
  const fieldText = useFieldText();
  const id = useId();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <FormControl fullWidth required={required} error={Boolean(fieldState.error)}>
        <InputLabel id={`${id}-label`} shrink={emptyLabel !== undefined ? true : undefined}>{label}</InputLabel>
        <Select
          labelId={`${id}-label`}
          id={id}
          multiple={multiple}
          displayEmpty={emptyLabel !== undefined}
          value={field.value ?? (multiple ? [] : '')}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          input={<OutlinedInput label={label} notched={emptyLabel !== undefined ? true : undefined} />}
          renderValue={multiple ? (selected) => options.filter((o) => (selected as unknown[]).includes(o.value)).map((o) => o.label).join(', ') : undefined}
          SelectDisplayProps={{ 'data-testid': testId ?? name } as object}
        >
          {emptyLabel !== undefined && <MenuItem value="" data-testid={`${testId ?? name}-option-`}>{emptyLabel}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value} data-testid={`${testId ?? name}-option-${o.value}`}>
              {multiple && <Checkbox size="small" checked={((field.value as unknown[] | undefined) ?? []).includes(o.value)} />}
              {o.label}
            </MenuItem>
          ))}
        </Select>
        {fieldState.error && <FormHelperText>{fieldText(fieldState.error.message)}</FormHelperText>}
      </FormControl>
    )} />
  );
}
