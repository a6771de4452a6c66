import { useFormContext, type Path } from 'react-hook-form';
import { FormDate, FormMasked } from '@/components/form/bound-fields.tsx';
import type { MaskKind } from '@/components/form/masks.ts';
import type { ExamRequestValues } from './exam-request-values.ts';

interface FieldProps {
  name: Path<ExamRequestValues>;
  label: string;
  required?: boolean;
  testId?: string;
}

/** A CPF, phone, CEP or digits field of the request form, with its error under it. */
export function MaskedField(props: FieldProps & { mask: MaskKind; onTyped?: (value: string) => void }) {
  const form = useFormContext<ExamRequestValues>();
  return <FormMasked control={form.control} {...props} />;
}

/** A date (`yyyy-MM-dd`) picked with the browser's own date input, typed or chosen; `min` bounds it. */
export function DateField(props: FieldProps & { min?: string }) {
  const form = useFormContext<ExamRequestValues>();
  return <FormDate control={form.control} {...props} />;
}
