import { useFormContext, type FieldValues } from 'react-hook-form';
import { FormDate, FormMasked } from '../form/bound-fields.tsx';
import type { MaskKind } from '../form/masks.ts';

interface FieldProps {
  /** The field's path in the form, e.g. `patient.cpf`. */
  name: string;
  label: string;
  required?: boolean;
  testId?: string;
}

/** A CPF, phone, CEP or digits field of the surrounding request form, with its error under it. */
export function MaskedField(props: FieldProps & { mask: MaskKind; onTyped?: (value: string) => void }) {
  const form = useFormContext<FieldValues>();
  return <FormMasked control={form.control} {...props} />;
}

/** A date (`yyyy-MM-dd`) picked with the browser's own date input, typed or chosen; `min` bounds it. */
export function DateField(props: FieldProps & { min?: string }) {
  const form = useFormContext<FieldValues>();
  return <FormDate control={form.control} {...props} />;
}
