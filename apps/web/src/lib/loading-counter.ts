import { useSyncExternalStore } from 'react';

/**
 * Spec §4 Session: "the loading overlay is a counter shown while above 0". This is the counter's
 * hand-held part: work that is neither a mutation nor the session check (those the overlay counts
 * from the query client itself) calls `trackLoading(promise)` or `beginLoading()` / the returned
 * `end()` to hold the overlay while it runs. Ending twice counts once.
 */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => { for (const listener of listeners) listener(); };

export function beginLoading(): () => void {
  count += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    count -= 1;
    emit();
  };
}

export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  const end = beginLoading();
  try {
    return await work;
  } finally {
    end();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};
const snapshot = () => count;

/** The hand-held work in flight, re-rendering when it changes. */
export const useLoadingCount = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
