import { randomBytes } from 'node:crypto';

/** 32 symbols with no 0/O or 1/I to misread: each carries 5 bits. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PROCEDURE_CODE_LENGTH = 12;

/**
 * An unguessable code for a request or a child (the patient's public link uses it): 12 symbols of
 * a 32-letter alphabet from the system's secure random source, 60 bits. The unique indexes catch
 * the (negligible) collision.
 */
export function newProcedureCode(length = PROCEDURE_CODE_LENGTH): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += ALPHABET.charAt(byte & 31);
  return code;
}
