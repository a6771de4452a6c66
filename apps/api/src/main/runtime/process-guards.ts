import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLost } from '#platform/lib/pg-errors.ts';

/**
 * The last line of decision 0062 (a lost database connection never ends a process): every pool,
 * client and listener handles its own errors, and these catch what slips past them.
 *
 * - An uncaught exception that is a lost database connection (an 'error' event of a driver object
 *   nobody listens to) is logged and the process goes on: the connection is dead either way and
 *   the pool replaces it. Any other uncaught exception still ends the process, as Node would.
 * - An unhandled rejection is logged and the process goes on: a promise nobody awaited failed, which
 *   leaves no half-run code behind (Node's default would end the process and every request in it).
 */
export function guardProcess(log: FastifyBaseLogger): void {
  process.on('uncaughtException', (error, origin) => {
    if (isConnectionLost(error)) {
      log.warn({ reason: error.message, origin }, 'database connection lost outside a request; the process goes on');
      return;
    }
    log.fatal({ err: error, origin }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    if (isConnectionLost(reason)) log.warn({ reason: (reason as Error).message }, 'database connection lost in an unawaited promise');
    else log.error({ err: reason }, 'unhandled promise rejection');
  });
}
