import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { MaskedInput } from '../form/masked-input.tsx';
import type { MaskKind } from '../form/masks.ts';
import { useFieldText } from '../form/use-field-text.ts';

interface FieldProps {
  name: Path<FieldValues>;
  label: string;
  required?: boolean;
  testId?: string;
}

/** A CPF, phone, CEP or digits field of a request form, with its error under it. */
export function MaskedField({ name, label, required, testId, mask, onTyped }: FieldProps & { mask: MaskKind; onTyped?: (value: string) => void }) {
  const form = useFormContext<FieldValues>();
  const fieldText = useFieldText();
  return (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <MaskedInput mask={mask} label={label} required={required} fullWidth ref={field.ref} name={field.name}
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

/** A date (`yyyy-MM-dd`) picked with the browser's own date input, typed or chosen; `min` bounds it. */
export function DateField({ name, label, required, testId, min }: FieldProps & { min?: string }) {
  const form = useFormContext<FieldValues>();
  const fieldText = useFieldText();
  return (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <TextField type="date" label={label} required={required} fullWidth name={field.name} inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : ''} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}
        error={Boolean(fieldState.error)} helperText={fieldText(fieldState.error?.message)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId ?? name, ...(min ? { min } : {}) } }} />
    )} />
  );
}
