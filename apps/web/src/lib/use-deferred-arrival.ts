import { useDeferredValue } from 'react';

/**
 * A loading value whose first answer mounts a large tree (the shell, the first screen) renders that
 * answer in a deferred pass, which React splits into slices that yield to the browser instead of
 * one long task (a query store's update alone is synchronous). Only the arrival is deferred: once
 * the deferred value has loaded, every later change (sign-out, another programme) applies at once.
 */
export function useDeferredArrival<T>(value: T, isLoading: (value: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return isLoading(deferred) ? deferred : value;
}

/**
 * For a query's result: its data has not arrived yet. A component that keeps a query's first data
 * apart this way should pass it to memoised children, so the synchronous pass re-renders nothing.
 */
export const awaitsData = (query: { data?: unknown }): boolean => query.data === undefined;
