import { forwardRef, type ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';
import { applyMask, MASK_MAX_LENGTH, type MaskKind } from './masks.ts';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  mask: MaskKind;
  value: string | null | undefined;
  onChange: (value: string) => void;
}

/** A text field formatting CPF, phone, CEP or date as the user types (spec §9 display formats). */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value, onChange, inputProps, ...props },
  ref,
) {
  return (
    <TextInput
      {...props}
      ref={ref}
      value={applyMask(mask, value ?? '')}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(applyMask(mask, event.target.value))}
      inputProps={{ inputMode: 'numeric', maxLength: MASK_MAX_LENGTH[mask], ...inputProps }}
    />
  );
});
