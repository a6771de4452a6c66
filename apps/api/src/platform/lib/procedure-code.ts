import { randomInt } from 'node:crypto';

/** 32 symbols with no 0/O or 1/I to misread: each carries 5 bits. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 12;

/**
 * A new procedure code: unique in practice and unguessable (60 random bits from the system's
 * cryptographic generator), as the patient's public link `/p/{code}` uses it. The unique index on
 * `procedures.code` catches the astronomically rare collision.
 */
export function newProcedureCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');
}
