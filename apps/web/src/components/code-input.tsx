import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CODE_LENGTH, onlyDigits } from '@portal/domain';

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the last box is filled (spec §4: a complete code auto-submits). */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  length?: number;
  /** Focus the first box on mount (default); false where the code box sits inside a longer form. */
  autoFocus?: boolean;
}

/**
 * Five single-digit boxes (spec §2 signup step 3): typing advances, backspace on an empty box
 * goes back, pasting the whole code fills every box.
 */
export function CodeInput({ value, onChange, onComplete, disabled, error, length = CODE_LENGTH, autoFocus = true }: CodeInputProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const focus = (index: number) => refs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const update = (next: string, focusIndex: number) => {
    const clean = onlyDigits(next).slice(0, length);
    onChange(clean);
    focus(focusIndex);
    if (clean.length === length) onComplete?.(clean);
  };

  const setDigit = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (!typed) return;
    if (typed.length > 1) {
      // A browser auto-fill or a paste into one box: spread the digits from here on.
      update((value.slice(0, index) + typed).slice(0, length), index + typed.length);
      return;
    }
    const pos = Math.min(index, value.length);
    update(value.slice(0, pos) + typed + value.slice(pos + 1), pos + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        onChange(value.slice(0, index) + value.slice(index + 1));
        focus(index);
      } else if (index > 0) {
        onChange(value.slice(0, index - 1) + value.slice(index));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text')).slice(0, length);
    if (pasted) update(pasted, pasted.length);
  };

  return (
    <Box role="group" aria-label={t('codeInput.label')} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={t('signup.codeDigit', { position: index + 1 })}
          aria-invalid={error || undefined}
          data-testid={`code-digit-${index}`}
          autoFocus={autoFocus && index === 0}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => setDigit(index, e.currentTarget.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          sx={{
            width: 48, height: 56, textAlign: 'center', fontSize: 24, borderRadius: 1,
            border: 1, borderColor: error ? 'error.main' : 'divider', outlineColor: 'primary.main',
            bgcolor: 'background.paper', color: 'text.primary',
          }}
        />
      ))}
    </Box>
  );
}
