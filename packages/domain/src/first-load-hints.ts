/**
 * The web build's list of what each kind of first page loads after its entry has run
 * (apps/web/build/first-load-hints.ts), which the server announces with the page
 * (apps/api/src/plugins/first-load-hints.ts). Relative to the build's root; not served.
 */
export const FIRST_LOAD_HINTS_FILE = '.vite/first-load.json';

/** Chunk files (relative to the build's root) by kind of first page. */
export interface FirstLoadHints {
  /** /login: its page. */
  login: string[];
  /** Any page a signed-in user opens in the shell: the shell, the dashboard, the full catalogue and API manifest. */
  signedIn: string[];
}
