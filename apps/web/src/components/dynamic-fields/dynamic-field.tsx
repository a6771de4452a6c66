import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProcedureFieldConfig } from '@portal/domain';
import { FormSelect } from '../crud/form-fields.tsx';
import { useFieldText } from '../form/use-field-text.ts';
import { optionsOf } from './field-layout.ts';
import { maskFieldValue } from './pattern-mask.ts';

export interface DynamicFieldProps {
  /** Form path of the answer, e.g. `procedureFieldsAnswers.indicacaoClinica`. */
  path: string;
  field: ProcedureFieldConfig;
  /** PATHOLOGYSELECT: the pathologies this field allows (already filtered). */
  pathologyOptions?: readonly string[];
}

/** One procedure field of any of the eight types (spec §3), bound to the surrounding form. */
export function DynamicField({ path, field, pathologyOptions = [] }: DynamicFieldProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<FieldValues>();
  const id = useId();
  const required = field.viewType === 'REQUIRED';
  const testId = `field-${field.name}`;
  const errorText = (message: string | undefined) =>
    fieldText(message, { length: message === 'validation.maxLength' ? field.max : field.min });

  switch (field.fieldType) {
    case 'SELECT':
    case 'MULTIPLESELECT':
    case 'PATHOLOGYSELECT': {
      const values = field.fieldType === 'PATHOLOGYSELECT' ? pathologyOptions : optionsOf(field.options);
      return (
        <FormSelect control={form.control} name={path} label={field.label} required={required} testId={testId}
          multiple={field.fieldType === 'MULTIPLESELECT'} options={values.map((value) => ({ value, label: value }))} />
      );
    }
    case 'CHECKBOX':
      return (
        <Controller control={form.control} name={path} render={({ field: input, fieldState }) => (
          <FormControl required={required} error={Boolean(fieldState.error)}>
            <FormControlLabel
              label={field.label}
              control={<Checkbox checked={input.value === true} onChange={(e) => input.onChange(e.target.checked)} onBlur={input.onBlur}
                required={required}
                slotProps={{ input: { ref: input.ref, 'data-testid': testId, 'aria-describedby': fieldState.error ? `${id}-helper` : undefined } as object }} />}
            />
            {fieldState.error && <FormHelperText id={`${id}-helper`}>{errorText(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        )} />
      );
    case 'YESNO':
      return (
        <Controller control={form.control} name={path} render={({ field: input, fieldState }) => (
          <FormControl component="fieldset" required={required} error={Boolean(fieldState.error)}>
            <FormLabel component="legend" id={`${id}-label`}>{field.label}</FormLabel>
            <RadioGroup row aria-labelledby={`${id}-label`} name={path} data-testid={testId}
              value={typeof input.value === 'boolean' ? String(input.value) : ''}
              onChange={(e) => input.onChange(e.target.value === 'true')} onBlur={input.onBlur}>
              <FormControlLabel value="true" control={<Radio slotProps={{ input: { ref: input.ref, 'data-testid': `${testId}-yes` } as object }} />} label={t('dynamicFields.yes')} />
              <FormControlLabel value="false" control={<Radio slotProps={{ input: { 'data-testid': `${testId}-no` } as object }} />} label={t('dynamicFields.no')} />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{errorText(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        )} />
      );
    case 'DATE':
    case 'TEXT':
    case 'CELLPHONE':
      return (
        <Controller control={form.control} name={path} render={({ field: input, fieldState }) => (
          <TextField
            name={input.name}
            inputRef={input.ref}
            value={typeof input.value === 'string' ? input.value : ''}
            onChange={(e) => input.onChange(field.fieldType === 'DATE' ? e.target.value : maskFieldValue(field.mask, field.fieldType, e.target.value))}
            onBlur={input.onBlur}
            label={field.label}
            required={required}
            fullWidth
            type={field.fieldType === 'DATE' ? 'date' : field.fieldType === 'CELLPHONE' ? 'tel' : 'text'}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error?.message)}
            slotProps={{
              inputLabel: field.fieldType === 'DATE' ? { shrink: true } : undefined,
              htmlInput: {
                'data-testid': testId,
                ...(field.fieldType === 'CELLPHONE' ? { inputMode: 'tel' } : {}),
                ...(field.fieldType !== 'DATE' && field.max !== null ? { maxLength: field.mask ? field.mask.length : field.max } : {}),
              },
            }}
          />
        )} />
      );
  }
}
