import { NavigationType, parsePath, UNSAFE_createBrowserHistory, type HistoryRouterProps, type Path, type To } from 'react-router';

export type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];

/** Says whether the navigation from `current` to `next` must wait for the user. */
export type ShouldBlock = (current: Path, next: Path) => boolean;

export interface BlockableHistory extends History {
  /**
   * While registered, a push, replace or back/forward the predicate says yes to is held and
   * `onBlocked` gets the function that lets it through (dropping it needs nothing). Returns the
   * function that removes the blocker.
   */
  block: (shouldBlock: ShouldBlock, onBlocked: (proceed: () => void) => void) => () => void;
  /**
   * Calls `observer` with every location the router is about to show (pushes and replaces
   * synchronously, inside the `navigate()` that made them). Returns the function that stops it.
   */
  observe: (observer: (location: Path) => void) => () => void;
  /**
   * Runs `proceed`, which takes the user off the screen without a navigation first (a programme
   * switch), or hands it to the blocker as a navigation to another address would be.
   */
  leave: (proceed: () => void) => void;
}

/** No address at all: leaving the screen, wherever it lands. */
const ELSEWHERE: Path = { pathname: '', search: '', hash: '' };

const toPath = (to: To, base: Path): Path => {
  const next = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: next.pathname ?? base.pathname, search: next.search ?? '', hash: next.hash ?? '' };
};

/**
 * Wraps a history (react-router's browser history in the app) so a screen can ask before leaving,
 * as the data router's useBlocker does: a held back/forward is undone at once (history.go(-delta))
 * and replayed on proceed; a held push or replace simply waits.
 */
export function createBlockableHistory(inner: History): BlockableHistory {
  let blocker: { shouldBlock: ShouldBlock; onBlocked: (proceed: () => void) => void } | null = null;
  /** The location the router shows (after a pop, `inner.location` is already the next one). */
  let shown: Path = inner.location;
  let undoing = 0;
  let replaying = false;
  const observers = new Set<(location: Path) => void>();

  /** Hands the navigation to the blocker when it says so; true when held. */
  const hold = (next: To, proceed: () => void): boolean => {
    if (!blocker?.shouldBlock(shown, toPath(next, shown))) return false;
    blocker.onBlocked(proceed);
    return true;
  };

  return {
    get action() { return inner.action; },
    get location() { return inner.location; },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push: (...args: Parameters<History['push']>) => {
      if (!hold(args[0], () => inner.push(...args))) inner.push(...args);
    },
    replace: (...args: Parameters<History['replace']>) => {
      if (!hold(args[0], () => inner.replace(...args))) inner.replace(...args);
    },
    listen: (listener: Listener) => inner.listen((update) => {
      if (update.action === NavigationType.Pop) {
        if (undoing > 0) { undoing -= 1; return; }
        const { delta } = update;
        if (!replaying && delta !== null
          && hold(update.location, () => { replaying = true; inner.go(delta); })) {
          undoing += 1;
          inner.go(-delta);
          return;
        }
        replaying = false;
      }
      shown = update.location;
      for (const observer of observers) observer(update.location);
      listener(update);
    }),
    block: (shouldBlock, onBlocked) => {
      const mine = { shouldBlock, onBlocked };
      blocker = mine;
      return () => { if (blocker === mine) blocker = null; };
    },
    observe: (observer) => {
      observers.add(observer);
      return () => { observers.delete(observer); };
    },
    leave: (proceed) => {
      if (!hold(ELSEWHERE, proceed)) proceed();
    },
  };
}

let browserHistory: BlockableHistory | undefined;

/** The app's one browser history (made on first use, as BrowserRouter would make it). */
export function appHistory(): BlockableHistory {
  browserHistory ??= createBlockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  return browserHistory;
}
