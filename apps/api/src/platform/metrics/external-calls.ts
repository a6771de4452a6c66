import { currentScope } from '../lib/request-id.ts';
import { externalCalls, externalDuration } from './metrics.ts';

export type CallOutcome = 'ok' | 'error' | 'timeout';

const outcomeOf = (error: unknown): CallOutcome => {
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  return [name, cause].some((n) => n === 'TimeoutError' || n === 'AbortError') ? 'timeout' : 'error';
};

function record(system: string, provider: string, operation: string, started: number, error?: unknown): void {
  const seconds = (performance.now() - started) / 1000;
  const outcome = error === undefined ? 'ok' : outcomeOf(error);
  externalCalls.inc({ system, provider, outcome });
  externalDuration.observe({ system, provider }, seconds);
  // The request's (or job's) logger: the line carries the id the call sent as X-Request-Id.
  const log = currentScope()?.log;
  if (!log) return;
  const fields = { system, provider, operation, outcome, ms: Math.round(seconds * 1000) };
  if (error === undefined) log.debug(fields, 'external call');
  else log.warn({ ...fields, err: error }, 'external call failed');
}

/**
 * The integration `impl` with every method counted, timed and logged, applied where an
 * integration is picked (its `index.ts`), so no call site needs to know. A method that returns a
 * promise is measured until it settles; a thrown error or a rejection is an `error` (or
 * `timeout`) and is passed on untouched. Simulators are wrapped too (`provider="simulator"`).
 */
export function instrumented<T extends object>(system: string, provider: string, impl: T): T {
  // By the method itself, so a method replaced later (a test's spy) is wrapped anew.
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(impl, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let fn = wrapped.get(value);
      if (!fn) {
        const operation = String(key);
        const method = value as (...args: unknown[]) => unknown;
        fn = function (this: unknown, ...args: unknown[]) {
          const started = performance.now();
          let result: unknown;
          try {
            result = method.apply(this === receiver ? target : this, args);
          } catch (error) {
            record(system, provider, operation, started, error);
            throw error;
          }
          if (!(result instanceof Promise)) {
            record(system, provider, operation, started);
            return result;
          }
          return result.then(
            (v: unknown) => { record(system, provider, operation, started); return v; },
            (error: unknown) => { record(system, provider, operation, started, error); throw error; },
          );
        };
        wrapped.set(value, fn);
      }
      return fn;
    },
  });
}
