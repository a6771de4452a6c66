const VISIBLE = 3;

/**
 * Spec §2 recover-login: the first 3 characters of the whole e-mail are kept and every other
 * character is replaced by '*' ("medico@demo.com.br" → "med***************"). Strings of 3
 * characters or fewer are returned as they are.
 */
export function maskEmail(value: string | null | undefined): string {
  // Code points, so a character outside the BMP is kept or masked whole.
  const chars = Array.from(value ?? '');
  if (chars.length <= VISIBLE) return chars.join('');
  return chars.slice(0, VISIBLE).join('') + '*'.repeat(chars.length - VISIBLE);
}
