import type { err } from './i18n/pt-BR/errors.ts';

/**
 * Every error code the API answers with (`{statusCode, code, message}`): the keys of the `err`
 * section of the catalogue, so a code without a pt-BR message does not compile.
 */
export type ErrorCode = keyof typeof err;
