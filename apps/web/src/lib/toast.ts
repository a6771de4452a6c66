/**
 * Toasts (spec §8: top-centre, one at a time, no auto close). Callers use `toast()`; the
 * notistack host is loaded only when the first toast is raised, keeping it out of /login's
 * initial JavaScript.
 *
 * A toast belongs to the screen that raised it: `dismissToastsOfPreviousScreen()` (called when the
 * address's path changes) closes every toast raised before the navigation. One raised in the same
 * task as the navigation ("Salvo" and then `navigate(list)`) announces its outcome, so it moves
 * with it to the next screen, and leaves at the navigation after that.
 */
export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

export interface ToastRequest {
  id: number;
  message: string;
  variant: ToastVariant;
}

type Listener = () => void;

let queue: ToastRequest[] = [];
/** Raised and not yet dismissed (shown, or waiting behind the one shown). */
let live: number[] = [];
/** Raised in the task running now: a navigation in this task takes them along. */
const fresh = new Set<number>();
let dismissed: number[] = [];
const listeners = new Set<Listener>();
let requested = false;
let nextId = 1;

const notify = () => {
  for (const listener of listeners) listener();
};

export function toast(message: string, variant: ToastVariant = 'default'): void {
  const id = nextId++;
  queue.push({ id, message, variant });
  live.push(id);
  fresh.add(id);
  setTimeout(() => fresh.delete(id), 0);
  requested = true;
  notify();
}

/** Closes the toasts of the screen being left (every one not raised in the current task). */
export function dismissToastsOfPreviousScreen(): void {
  const leaving = live.filter((id) => !fresh.has(id));
  if (leaving.length === 0) return;
  live = live.filter((id) => fresh.has(id));
  queue = queue.filter((r) => fresh.has(r.id));
  dismissed.push(...leaving);
  notify();
}

/** For the host: whether any toast was ever raised (so the host should be mounted). */
export const isToastHostRequested = (): boolean => requested;

/** For the host: take every toast raised since the last call. */
export const drainToasts = (): ToastRequest[] => queue.splice(0, queue.length);

/** For the host: take the ids of the toasts to close since the last call. */
export function drainDismissedToasts(): number[] {
  const ids = dismissed;
  dismissed = [];
  return ids;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
