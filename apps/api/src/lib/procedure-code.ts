import { randomInt } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

/**
 * A new procedure code: unique in practice and unguessable (60 random bits from the system's
 * cryptographic generator), as the patient's public link `/p/{code}` uses it. The unique index on
 * `procedures.code` catches the astronomically rare collision.
 */
export function newProcedureCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');
}
