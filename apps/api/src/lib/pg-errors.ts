/** PostgreSQL error codes the services turn into the spec's error codes. */
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT raises restrict_violation rather than foreign_key_violation. */
const PG_RESTRICT_VIOLATION = '23001';
const PG_UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a driver error (node-postgres and PGlite both expose `code`), through Drizzle's wrapper. */
function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isForeignKeyViolation = (e: unknown) => {
  const code = pgErrorCode(e);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
};
export const isUniqueViolation = (e: unknown) => pgErrorCode(e) === PG_UNIQUE_VIOLATION;
/** 22021 character_not_in_repertoire (a NUL byte), 22P05 untranslatable_character: the client's input, a 400. */
export const isBadCharacter = (e: unknown) => ['22021', '22P05'].includes(pgErrorCode(e) ?? '');

/** The name of the unique index or constraint a driver error reports (both drivers expose it). */
export function violatedConstraint(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const c = current as { constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof c.constraint === 'string') return c.constraint;
    if (typeof c.detail === 'string' && c.detail) return c.detail;
    current = c.cause;
  }
  return '';
}

/**
 * A transaction the server aborted because of another one (a deadlock, or a serialisation
 * failure): running it again from the start is safe and expected.
 */
export const isTransactionConflict = (e: unknown) => {
  const code = pgErrorCode(e);
  return code === '40P01' || code === '40001';
};

/** A CHECK constraint refused the row (e.g. a balance that would go below zero). */
export const isCheckViolation = (e: unknown) => pgErrorCode(e) === '23514';

/** A number too large for its column (an integer past 2,147,483,647). */
export const isNumericOverflow = (e: unknown) => pgErrorCode(e) === '22003';
