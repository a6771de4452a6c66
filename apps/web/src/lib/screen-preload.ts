/**
 * Starts a screen's code before the app navigates to it. The app registers how (app/lazy-pages.ts
 * `preloadScreenOf`, which knows every screen's chunk); features only name the address, so they
 * need not import the app. Signing in uses it to load the signed-in shell and the landing screen
 * while the password is being checked, instead of after.
 */
let preloader: ((pathname: string) => void) | undefined;

export function registerScreenPreloader(preload: (pathname: string) => void): void {
  preloader = preload;
}

export function preloadScreen(pathname: string): void {
  preloader?.(pathname);
}
