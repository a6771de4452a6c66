/**
 * Toasts (spec §8: top-centre, one at a time, no auto close). Callers use `toast()`; the
 * notistack host is loaded only when the first toast is raised, keeping it out of /login's
 * initial JavaScript.
 */
export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

export interface ToastRequest {
  message: string;
  variant: ToastVariant;
}

type Listener = () => void;

const queue: ToastRequest[] = [];
const listeners = new Set<Listener>();
let requested = false;

export function toast(message: string, variant: ToastVariant = 'default'): void {
  queue.push({ message, variant });
  requested = true;
  for (const listener of listeners) listener();
}

/** For the host: whether any toast was ever raised (so the host should be mounted). */
export const isToastHostRequested = (): boolean => requested;

/** For the host: take every toast raised since the last call. */
export const drainToasts = (): ToastRequest[] => queue.splice(0, queue.length);

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
