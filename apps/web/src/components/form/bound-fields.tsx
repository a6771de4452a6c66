import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MaskedInput } from './masked-input.tsx';
import type { MaskKind } from './masks.ts';
import { useFieldText } from './use-field-text.ts';

interface BoundProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  testId?: string;
}

/** A CPF, phone, CEP or digits field bound to a form, with its error under it; `onTyped` sees each change. */
export function FormMasked<T extends FieldValues>({ control, name, label, required, testId, mask, onTyped, autoComplete }: BoundProps<T> & {
  mask: MaskKind; onTyped?: (value: string) => void; autoComplete?: string;
}) {
  const fieldText = useFieldText();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <MaskedInput mask={mask} label={label} required={required} fullWidth ref={field.ref} name={field.name} autoComplete={autoComplete}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(value) => {
          field.onChange(value);
          onTyped?.(value);
        }}
        onBlur={field.onBlur} error={Boolean(fieldState.error)} helperText={fieldText(fieldState.error?.message)}
        inputProps={{ 'data-testid': testId ?? name }} />
    )} />
  );
}

/** A date (`yyyy-MM-dd`) bound to a form, typed or chosen with the browser's date input; `min`/`max` bound it. */
export function FormDate<T extends FieldValues>({ control, name, label, required, testId, min, max }: BoundProps<T> & { min?: string; max?: string }) {
  const fieldText = useFieldText();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <TextField type="date" label={label} required={required} fullWidth name={field.name} inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : ''} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}
        error={Boolean(fieldState.error)} helperText={fieldText(fieldState.error?.message)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId ?? name, ...(min ? { min } : {}), ...(max ? { max } : {}) } }} />
    )} />
  );
}
