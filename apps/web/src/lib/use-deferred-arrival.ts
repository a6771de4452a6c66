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
