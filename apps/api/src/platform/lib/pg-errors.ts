/** PostgreSQL error codes the services turn into the spec's error codes. */
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT raises restrict_violation rather than foreign_key_violation. */
const PG_RESTRICT_VIOLATION = '23001';
const PG_UNIQUE_VIOLATION = '23505';

/** The error and its causes (Drizzle wraps a driver error in `cause`; so does the pool's connect timeout). */
function* causesOf(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a driver error (node-postgres and PGlite both expose `code`), through Drizzle's wrapper. */
function pgErrorCode(error: unknown): string | undefined {
  for (const current of causesOf(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
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

/** Socket errors of a connection to the server that is refused, cut or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres's own words for a connection that is gone or never came (pg and pg-pool 8.x). */
const LOST_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  // The embedded database after close() (a request finishing during shutdown).
  'PGlite is closed',
];

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03
 * (administrator or crash shutdown, cannot connect now: starting or stopping), class 53 (insufficient
 * resources: disk full, out of memory, too many connections) and 58030 (I/O error).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03', '58030'].includes(code);

/**
 * The database is unreachable or cannot serve right now (decision 0062): the connection was refused,
 * cut or timed out, the server is shutting down or starting, or it is out of disk or memory. Nothing
 * the request did is wrong; the same request later may succeed.
 */
export function isConnectionLost(error: unknown): boolean {
  const state = pgErrorCode(error);
  if (state && isUnavailableState(state)) return true;
  for (const current of causesOf(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** A statement the server cancelled: `statement_timeout` (DATABASE_STATEMENT_TIMEOUT_MS) or an administrator's cancel. */
export const isStatementTimeout = (e: unknown) => pgErrorCode(e) === '57014';

/** What the API answers 503 `databaseUnavailable` with `Retry-After` (decision 0062). */
export const isDatabaseUnavailable = (e: unknown) => isConnectionLost(e) || isStatementTimeout(e);
