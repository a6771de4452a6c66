import { regexes } from 'zod';

const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address, by the same pattern zod's `z.email()` uses in the domain schemas, so a form
 * check and an API schema never disagree. Surrounding whitespace is not accepted.
 */
export function isValidEmail(value: string | null | undefined): boolean {
  if (!value || value.length > MAX_EMAIL_LENGTH) return false;
  return regexes.email.test(value);
}
