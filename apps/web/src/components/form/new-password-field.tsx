import { forwardRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import type { PasswordOwner } from '@portal/domain';
import { PasswordField } from '../password-field.tsx';
import { PasswordStrengthHint } from './password-strength-hint.tsx';
import type { TextInputProps } from './text-input.tsx';

export interface NewPasswordFieldProps extends TextInputProps {
  /** What the form knows of the password's owner (name, e-mail, CPF): the hint calls it weak. */
  owner?: PasswordOwner | undefined;
}

/**
 * The field where a password is chosen (signup, invitation/reset link, change password): the
 * show/hide password input with a strength hint under it while something is typed. Works with
 * react-hook-form's `register` (the hint follows the input's own change events).
 */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { owner, onChange, ...props },
  ref,
) {
  const [value, setValue] = useState('');
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValue(event.target.value);
    onChange?.(event);
  };
  return (
    <Box>
      <PasswordField {...props} ref={ref} onChange={change} />
      {value && <PasswordStrengthHint password={value} owner={owner} />}
    </Box>
  );
});
