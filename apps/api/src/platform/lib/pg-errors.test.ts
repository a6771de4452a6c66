import { describe, expect, it } from 'vitest';
import { isConnectionLost, isDatabaseUnavailable, isStatementTimeout } from './pg-errors.ts';

/** Errors as node-postgres and PGlite raise them, wrapped by Drizzle in `cause` as the services see them. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('what counts as the database being unavailable (decision 0062)', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a server that went away', new Error('Connection terminated unexpectedly')],
    ['the pool\'s acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['the client\'s connect timeout', new Error('Connection terminated due to connection timeout')],
    ['administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['crash shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting or stopping', withCode('the database system is shutting down', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a full disk', withCode('could not extend file: No space left on device', '53100')],
    ['an I/O error', withCode('could not read block', '58030')],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('%s', (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(wrapped(error))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('a statement cancelled by its timeout answers the same, though the connection is fine', () => {
    const timeout = wrapped(withCode('canceling statement due to statement timeout', '57014'));
    expect(isConnectionLost(timeout)).toBe(false);
    expect(isStatementTimeout(timeout)).toBe(true);
    expect(isDatabaseUnavailable(timeout)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a serialisation failure (retried, not an outage)', withCode('could not serialize access', '40001')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
