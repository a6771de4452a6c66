const STARS = '***';

/** The first character of a string (a whole code point) followed by a fixed run of stars. */
const hint = (part: string): string => (Array.from(part)[0] ?? '') + STARS;

/**
 * The login e-mail shown to someone who knows only a CRM (spec §2 recover-login): the first
 * character of the name and of the domain's first label, each followed by three stars whatever
 * their length, and the rest of the domain ("medico@demo.com.br" → "m***@d***.com.br"). The mask
 * never tells how long the address is. Empty input gives ''.
 */
export function maskEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim();
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 0) return hint(email);
  const [label = '', ...rest] = email.slice(at + 1).split('.');
  return `${hint(email.slice(0, at))}@${hint(label)}${rest.length ? `.${rest.join('.')}` : ''}`;
}
